import { planConstraintCalls, type PlanConstraint } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { planPatchedBy } from './plan-cache';

/** A plan's constraints: each call changes the cached plan instead of reloading it. */
export const constraintsApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    createConstraint: planPatchedBy(build, planConstraintCalls.create, {
      planId: (data) => data.planConstraint.planId,
      change: (plan, { planConstraint }) => {
        plan.constraints.push(planConstraint);
      },
    }),
    updateConstraint: planPatchedBy(build, planConstraintCalls.update, {
      planId: (data) => data.planConstraint.planId,
      change: (plan, { planConstraint }) => {
        plan.constraints = plan.constraints.map((c) => (c.id === planConstraint.id ? planConstraint : c));
      },
    }),
    deleteConstraint: planPatchedBy(build, planConstraintCalls.delete, {
      arg: ({ id }: Pick<PlanConstraint, 'id' | 'planId'>) => ({ id }),
      planId: (_data, { planId }) => planId,
      change: (plan, _data, { id }) => {
        plan.constraints = plan.constraints.filter((c) => c.id !== id);
      },
    }),
  }),
});

export const { useCreateConstraintMutation, useUpdateConstraintMutation, useDeleteConstraintMutation } = constraintsApi;
