import { post, type PlanConstraint } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { patchCachedPlan } from './plan-cache';

export const deleteConstraintApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    deleteConstraint: build.mutation<null, Pick<PlanConstraint, 'id' | 'planId'>>({
      query: ({ id }) => post('/services/internet/plan/constraint/delete', { id }),
      onQueryStarted: ({ id, planId }, { dispatch, queryFulfilled }) =>
        patchCachedPlan(
          queryFulfilled,
          dispatch,
          () => planId,
          (plan) => {
            plan.constraints = plan.constraints.filter((c) => c.id !== id);
          },
        ),
    }),
  }),
});

export const { useDeleteConstraintMutation } = deleteConstraintApi;
