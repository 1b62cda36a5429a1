import { noData, one } from '../../answers/common';
import { planConstraintAnswer } from '../../answers/internet';
import { idRequest } from '../../schemas/common';
import { constraintCreate, constraintUpdate, INTERNET_ACCESS } from '../../schemas/internet';
import { defineCall } from '../define-call';

// Spec section 6: whoever modifies a plan edits its constraints.
const modifyPlan = { anyOf: INTERNET_ACCESS.modifyPlan };
const written = one('planConstraint', planConstraintAnswer);

/** A plan's time-of-day constraints; they are read with their plan. */
export const planConstraintCalls = {
  create: defineCall({
    path: '/services/internet/plan/constraint/create',
    access: modifyPlan,
    summary: 'Plan constraint: create',
    reads: false,
    message: 'Created successfully',
    body: constraintCreate,
    answer: written,
  }),
  update: defineCall({
    path: '/services/internet/plan/constraint/update',
    access: modifyPlan,
    summary: 'Plan constraint: update',
    reads: false,
    message: 'Updated successfully',
    body: constraintUpdate,
    answer: written,
  }),
  delete: defineCall({
    path: '/services/internet/plan/constraint/delete',
    access: modifyPlan,
    summary: 'Plan constraint: delete',
    reads: false,
    message: 'Deleted successfully',
    body: idRequest,
    answer: noData,
  }),
};
