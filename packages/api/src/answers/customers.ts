import { z } from 'zod';
import { SUBSCRIPTION_STATES } from '../schemas/customers';
import { answerId, epochSeconds, named, stampedRecord } from './common';

export const customerAnswer = stampedRecord({
  type: z.number().int().meta({ description: '1 individual, 2 corporate' }),
  // 'First Last' or the company's name: what lists show and filter on.
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  location: named,
  locationId: answerId,
  status: z.number().int().meta({ description: '1 active, 2 suspended' }),
  username: z.string(),
  notes: z.string(),
});
export type Customer = z.output<typeof customerAnswer>;

export const subscriptionAnswer = stampedRecord({
  customerId: answerId,
  plan: named,
  start: epochSeconds,
  end: epochSeconds,
  amount: z.number().meta({ description: 'Naira charged at the time of sale' }),
  state: z.enum(SUBSCRIPTION_STATES),
  reason: z.string(),
});
export type Subscription = z.output<typeof subscriptionAnswer>;

/** One line of a subscriber's history: the audit trail of the subscriber and its subscriptions. */
export const customerHistoryAnswer = z.object({
  id: answerId,
  at: epochSeconds,
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  detail: z.string().nullable(),
  changes: z.string().nullable(),
});
export type CustomerHistoryLine = z.output<typeof customerHistoryAnswer>;
