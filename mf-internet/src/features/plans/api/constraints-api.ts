import { post, type ConstraintCreate, type ConstraintUpdate, type Plan, type PlanConstraint } from '@console/api';
import type { AreaBuilder } from '@console/ui';
import { internetApi, type InternetTag } from '../../../api/internet-api';
import { patchCachedPlan } from './plan-cache';

/** A create or an update answers the constraint, which the cached plan then takes in place. */
const constraintWrite = <Body>(build: AreaBuilder<InternetTag>, path: string, change: (plan: Plan, constraint: PlanConstraint) => void) =>
  build.mutation<{ planConstraint: PlanConstraint }, Body>({
    query: (body) => post(path, body),
    onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
      patchCachedPlan(
        queryFulfilled,
        dispatch,
        (data) => data.planConstraint.planId,
        (plan, data) => change(plan, data.planConstraint),
      ),
  });

/** A plan's constraints: each call changes the cached plan instead of reloading it. */
export const constraintsApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    createConstraint: constraintWrite<ConstraintCreate>(build, '/services/internet/plan/constraint/create', (plan, constraint) => {
      plan.constraints.push(constraint);
    }),
    updateConstraint: constraintWrite<ConstraintUpdate>(build, '/services/internet/plan/constraint/update', (plan, constraint) => {
      plan.constraints = plan.constraints.map((c) => (c.id === constraint.id ? constraint : c));
    }),
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

export const { useCreateConstraintMutation, useUpdateConstraintMutation, useDeleteConstraintMutation } = constraintsApi;
