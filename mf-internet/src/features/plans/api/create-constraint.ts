import { baseApi, post, type ConstraintCreate, type PlanConstraint } from '@console/api';
import { patchCachedPlan } from './plan-cache';

export const createConstraintApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createConstraint: build.mutation<{ planConstraint: PlanConstraint }, ConstraintCreate>({
      query: (body) => post('/services/internet/plan/constraint/create', body),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        patchCachedPlan(queryFulfilled, dispatch, (data) => data.planConstraint.planId, (plan, data) => {
          plan.constraints.push(data.planConstraint);
        }),
    }),
  }),
});

export const { useCreateConstraintMutation } = createConstraintApi;
