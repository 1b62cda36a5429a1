import { z } from 'zod';
import { SUBSCRIPTION_STATES } from '../schemas/customers';
import { answerId, epochSeconds, named, stampedRecord } from './common';
import { dataQuotaAnswer } from './data-quota';
import { sessionAnswer } from './sessions';

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
  autoRenew: z.boolean().meta({ description: 'The plan is renewed from the balance when it ends' }),
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

/** Octets a subscriber sent (in) and received (out), Acct-*-Gigawords included (radacct keeps them folded in). */
const octets = z.object({ bytesIn: z.number().int(), bytesOut: z.number().int() });

/**
 * A subscriber at a glance, the page it opens on (issue 31). Each part is left out for a user who
 * may not read it elsewhere: `subscription` needs the plans' permissions, `network` the sessions'.
 */
export const customerOverviewAnswer = z.object({
  subscription: subscriptionAnswer
    .nullable()
    .optional()
    .meta({ description: 'The plan in force now, else the next scheduled one, else the last one that ended or was cancelled; null when none' }),
  network: z
    .object({
      online: sessionAnswer.nullable().meta({ description: 'The open session (newest first when several); null when offline' }),
      last: sessionAnswer.nullable().meta({ description: 'The last session that ended; null when none' }),
      period: octets
        .extend({ since: epochSeconds })
        .nullable()
        .meta({ description: 'Sessions started since the plan in force started; null when no plan is in force' }),
      total: octets.meta({ description: 'Every session the accounting holds for the login' }),
      quota: dataQuotaAnswer.nullable().meta({ description: 'The data quota of the plan in force: used and left; null when it has none' }),
    })
    .optional(),
});
export type CustomerOverview = z.output<typeof customerOverviewAnswer>;
