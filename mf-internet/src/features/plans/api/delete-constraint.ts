import { baseApi, post, type PlanConstraint } from '@console/api';
import { patchCachedPlan } from './plan-cache';

export const deleteConstraintApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteConstraint: build.mutation<null, Pick<PlanConstraint, 'id' | 'planId'>>({
      query: ({ id }) => post('/services/internet/plan/constraint/delete', { id }),
      onQueryStarted: ({ id, planId }, { dispatch, queryFulfilled }) =>
        patchCachedPlan(queryFulfilled, dispatch, () => planId, (plan) => {
          plan.constraints = plan.constraints.filter((c) => c.id !== id);
        }),
    }),
  }),
});

export const { useDeleteConstraintMutation } = deleteConstraintApi;
