import { post, type ConstraintUpdate, type PlanConstraint } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { patchCachedPlan } from './plan-cache';

export const updateConstraintApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    updateConstraint: build.mutation<{ planConstraint: PlanConstraint }, ConstraintUpdate>({
      query: (body) => post('/services/internet/plan/constraint/update', body),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        patchCachedPlan(
          queryFulfilled,
          dispatch,
          (data) => data.planConstraint.planId,
          (plan, { planConstraint }) => {
            plan.constraints = plan.constraints.map((c) => (c.id === planConstraint.id ? planConstraint : c));
          },
        ),
    }),
  }),
});

export const { useUpdateConstraintMutation } = updateConstraintApi;
