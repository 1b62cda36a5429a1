import { z } from 'zod';
import { noData, one } from '../../answers/common';
import { subscriptionAnswer } from '../../answers/customers';
import { paymentAnswer } from '../../answers/payments';
import {
  customerSubscriptionsRequest,
  subscriptionCancel,
  subscriptionChange,
  subscriptionCreate,
  subscriptionDelete,
  subscriptionRenew,
} from '../../schemas/customers';
import { CUSTOMER_ACCESS } from '../../schemas/customers-access';
import { defineCall } from '../define-call';

const rule = (ids: readonly number[]) => ({ anyOf: ids });
const written = one('subscription', subscriptionAnswer);
// A sale, a renewal and a change answer the payment they recorded too (its receipt's number; none for a plan priced N0).
const paid = z.object({ subscription: subscriptionAnswer, payment: paymentAnswer.nullable().meta({ description: 'None for a plan priced N0' }) });

/** A subscriber's prepaid plans: listed whole, sold, renewed, changed, cancelled, deleted (docs/internet.md). */
export const subscriptionCalls = {
  list: defineCall({
    path: '/services/internet/customer/plans',
    access: rule(CUSTOMER_ACCESS.listSubscriptions),
    summary: 'Customer plan: list of one subscriber, newest first',
    reads: true,
    message: 'OK',
    body: customerSubscriptionsRequest,
    answer: z.object({ subscriptions: z.array(subscriptionAnswer) }),
  }),
  create: defineCall({
    path: '/services/internet/customer/plan/create',
    access: rule(CUSTOMER_ACCESS.addSubscription),
    summary: 'Customer plan: give a subscriber a prepaid plan, from now or a date, recording how it was paid (idempotent by its key)',
    reads: false,
    message: 'Created successfully',
    body: subscriptionCreate,
    answer: paid,
  }),
  renew: defineCall({
    path: '/services/internet/customer/plan/renew',
    access: rule(CUSTOMER_ACCESS.addSubscription),
    summary: 'Customer plan: renew, one more period after the last one, recording how it was paid (idempotent by its key)',
    reads: false,
    message: 'Renewed successfully',
    body: subscriptionRenew,
    answer: paid,
  }),
  change: defineCall({
    path: '/services/internet/customer/plan/change',
    access: rule(CUSTOMER_ACCESS.modifySubscription),
    summary: "Customer plan: change to another plan from now, the old plan's unused days credited to the balance, recording how the new one was paid",
    reads: false,
    message: 'Updated successfully',
    body: subscriptionChange,
    answer: paid,
  }),
  cancel: defineCall({
    path: '/services/internet/customer/plan/cancel',
    access: rule(CUSTOMER_ACCESS.deleteSubscription),
    summary: 'Customer plan: cancel, ending it now, with a reason',
    reads: false,
    message: 'Cancelled successfully',
    body: subscriptionCancel,
    answer: written,
  }),
  delete: defineCall({
    path: '/services/internet/customer/plan/delete',
    access: rule(CUSTOMER_ACCESS.deleteSubscription),
    summary: 'Customer plan: delete (a sale made in error), with a reason kept in the history',
    reads: false,
    message: 'Deleted successfully',
    body: subscriptionDelete,
    answer: noData,
  }),
};
