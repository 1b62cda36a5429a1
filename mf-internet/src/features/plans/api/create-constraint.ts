import { post, type ConstraintCreate, type PlanConstraint } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { patchCachedPlan } from './plan-cache';

export const createConstraintApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    createConstraint: build.mutation<{ planConstraint: PlanConstraint }, ConstraintCreate>({
      query: (body) => post('/services/internet/plan/constraint/create', body),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        patchCachedPlan(
          queryFulfilled,
          dispatch,
          (data) => data.planConstraint.planId,
          (plan, data) => {
            plan.constraints.push(data.planConstraint);
          },
        ),
    }),
  }),
});

export const { useCreateConstraintMutation } = createConstraintApi;
