import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CUSTOMER_STATUSES, nairaText, type Customer } from '@console/api/contract';
import { writeAudit } from '../audit/audit';
import { nowSeconds } from '../core/clock';
import { repeatWhileRunning } from '../core/repeat';
import type { Db, Tx } from '../db/schema';
import { ApiError } from '../http/api-error';
import { sendJob, type Attempt, type QueueSpec } from '../jobs/job-queue';
import { SUBSCRIPTION } from '../areas/internet/customers';
import { loadSubscriptions, lockCustomer, paidPlanChange, renewAfterLast } from '../areas/internet/subscriptions';
import { creditOf, type Payer } from './payments';
import type { ReceiptSettings } from './receipt-settings';
import { AUTO_RENEWAL_NAME } from './user-names';

/**
 * Auto-renewal from the balance (docs/money.md "Auto-renewal"). Every instance sweeps once a
 * minute: a subscriber with "Renew automatically from the balance" whose plan ends within the
 * look-ahead (or ended within the grace) and who has no later plan gets a job of the job queue,
 * keyed by the subscription, so a subscription has one job under way whichever instance swept.
 * The job renews the same plan through the manual renewal's code (`renewAfterLast`,
 * `paidPlanChange`, paid 'balance'), under the subscriber's row lock, with the entry's
 * idempotency key derived from the subscription: however many jobs or instances, one renewal.
 */

export const AUTO_RENEWAL_SWEEP_SECONDS = 60;
/** A plan ending this soon is renewed now, from its end: a sweep or two ahead, so no minute goes unpaid. */
export const LOOK_AHEAD = 3 * AUTO_RENEWAL_SWEEP_SECONDS;
/** A plan that ended this long ago is no longer renewed automatically (its job stops retrying). */
export const GRACE = 3 * 86_400;
/** The history's actor and the receipt's cashier. */
export const AUTO_RENEWAL: Payer = { id: null, username: AUTO_RENEWAL_NAME, permissionIds: [] };

const QUEUE = 'auto-renewal';

interface AutoRenewalData {
  subscriptionId: string;
}

/** The entry's key: one renewal of a subscription, whatever retried it. */
export const autoRenewalKey = (subscriptionId: string) => `auto-renew-${subscriptionId}`;

/**
 * The history says why the plan was not renewed, once: a line the same as the subscriber's last
 * auto-renewal line is not written again (the retries of a short balance would write one an hour).
 */
async function tellOnce(tx: Tx, customer: Customer, reason: string): Promise<void> {
  const detail = `Auto-renewal skipped: ${reason}`;
  const last = await tx
    .selectFrom('audit_log')
    .select('detail')
    .where('entity', '=', SUBSCRIPTION)
    .where('entityId', '=', customer.id)
    .where('actor', '=', AUTO_RENEWAL.username)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last?.detail !== detail) await writeAudit(tx, AUTO_RENEWAL, { action: 'update', entity: SUBSCRIPTION, entityId: customer.id, detail });
}

/** Why a renewal was refused, in the history's words: a field's message (the plan not sellable) or the answer's. */
function refusal(error: ApiError): string {
  const errors = (error.data as { errors?: Record<string, string> } | null)?.errors;
  const first = errors ? Object.values(errors)[0] : undefined;
  return (first ?? error.message).replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase());
}

type Outcome = 'renewed' | 'skipped' | 'off' | 'not due';

/** One attempt for one subscription, in one transaction holding the subscriber's row. */
async function renewFromBalance(db: Db, settings: ReceiptSettings, subscriptionId: string): Promise<Outcome> {
  return db.transaction().execute(async (tx): Promise<Outcome> => {
    const [current] = await loadSubscriptions(tx, { id: subscriptionId });
    if (!current || current.state === 'cancelled') return 'not due';
    // First, so a twin attempt on another instance waits here and then finds the renewal made.
    const customer = await lockCustomer(tx, current.customerId);
    if (!customer.autoRenew) return 'off';
    const later = await tx
      .selectFrom('subscriptions')
      .select('id')
      .where('customerId', '=', customer.id)
      .where('cancelledAt', 'is', null)
      .where('endAt', '>', current.end)
      .executeTakeFirst();
    if (later) return 'not due';
    if (customer.status === CUSTOMER_STATUSES.SUSPENDED) {
      await tellOnce(tx, customer, 'the subscriber is suspended');
      return 'skipped';
    }
    const plan = await tx.selectFrom('plans').select('amountKobo').where('id', '=', current.plan.id).executeTakeFirstOrThrow();
    const price = Number(plan.amountKobo);
    const held = await creditOf(tx, customer.id);
    if (held < price) {
      await tellOnce(tx, customer, `the balance holds ${nairaText(held)}, the plan costs ${nairaText(price)}`);
      return 'skipped';
    }
    const payment = { method: 'balance' as const, reference: '', discountReason: '', idempotencyKey: autoRenewalKey(current.id) };
    await paidPlanChange(tx, settings, AUTO_RENEWAL, payment, (write) => renewAfterLast(write, current));
    return 'renewed';
  });
}

/** The queue's attempt: renewed or nothing to do ends the job; a skip is tried again (a top-up may come) until the grace is over. */
async function attempt(db: Db, settings: ReceiptSettings, data: AutoRenewalData): Promise<Attempt<AutoRenewalData>> {
  let outcome: Outcome;
  try {
    outcome = await renewFromBalance(db, settings, data.subscriptionId);
  } catch (error) {
    // Refused inside the renewal (the plan no longer sellable, the balance drawn meanwhile): rolled back; the history says why.
    if (!(error instanceof ApiError)) throw error;
    const [current] = await loadSubscriptions(db, { id: data.subscriptionId });
    if (!current) return { done: true, outcome: 'not due' };
    await db.transaction().execute(async (tx) => tellOnce(tx, await lockCustomer(tx, current.customerId), refusal(error)));
    outcome = 'skipped';
  }
  if (outcome !== 'skipped') return { done: true, outcome };
  const [current] = await loadSubscriptions(db, { id: data.subscriptionId });
  return { done: !current || current.end < nowSeconds() - GRACE, outcome };
}

export function autoRenewalQueue(settings: ReceiptSettings): QueueSpec<AutoRenewalData> {
  return {
    name: QUEUE,
    // A skipped renewal is tried again in 15 minutes, then at most hourly until the grace ends.
    retryDelay: 900,
    retryDelayMax: 3600,
    lease: 120,
    batch: 20,
    run: (db, job) => attempt(db, settings, job.data),
  };
}

/**
 * The sweep: a job for each subscription due for auto-renewal that has none under way. Answers
 * the subscriptions queued. Safe on several instances at once: the queue keeps one unfinished job
 * per subscription (a twin's send only asks it again).
 */
export async function sweepAutoRenewals(db: Db, now = nowSeconds()): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select s.id from subscriptions s join customers c on c.id = s.customer_id
    where c.auto_renew = 1 and s.cancelled_at is null
      and s.end_at <= ${now + LOOK_AHEAD} and s.end_at > ${now - GRACE}
      and not exists (select 1 from subscriptions n where n.customer_id = s.customer_id
        and n.cancelled_at is null and n.end_at > s.end_at)
      and not exists (select 1 from jobs j where j.queue = ${QUEUE} and j.key = s.id and j.finished_at is null)`.execute(db);
  for (const row of rows) await sendJob(db, { name: QUEUE }, { subscriptionId: row.id }, { key: row.id, now });
  return rows.map((row) => row.id);
}

/** While the server runs, each instance sweeps every minute; the worker (jobs/job-worker.ts) runs the jobs. */
export function scheduleAutoRenewal(app: FastifyInstance): void {
  repeatWhileRunning(app, AUTO_RENEWAL_SWEEP_SECONDS, 'auto-renewal sweep failed', async () => {
    const queued = await sweepAutoRenewals(app.deps.db);
    if (queued.length > 0) app.log.info({ queued: queued.length }, 'plans queued for auto-renewal');
  });
}
