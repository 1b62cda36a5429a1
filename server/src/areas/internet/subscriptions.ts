import type { FastifyInstance } from 'fastify';
import {
  type Customer,
  koboToNaira,
  nairaText,
  type PaymentAnswer,
  PLAN_TYPES,
  type Subscription,
  subscriptionCalls,
  START_IN_PAST,
  type SubscriptionState,
} from '@console/api/contract';
import { changedFields, writeAudit, type Actor } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import type { Db, Tx } from '../../db/schema';
import { ApiError, conflict, notFound, validationFailure, firstOr404 } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { assertNotStale, claimStamped, insertStamped } from '../../http/stamped-update';
import { SUBSCRIPTION, findCustomer } from './customers';
import { queueLoginCuts } from '../../radius/profile-changes';
import type { SignedInUser } from '../../auth/authenticate';
import type { AppDeps } from '../../http/app-deps';
import { once } from '../../money/idempotency';
import { creditUnusedDays, paySale, type Payer, type SalePayment } from '../../money/payments';
import type { ReceiptSettings } from '../../money/receipt-settings';

const DAY = 86_400;
// A start this far in the past still counts as "now": the form's clock and the server's differ.
const CLOCK_SKEW = 300;

function stateOf(row: { startAt: number; endAt: number; cancelledAt: number | null }, now: number): SubscriptionState {
  if (row.cancelledAt !== null) return 'cancelled';
  if (row.startAt > now) return 'scheduled';
  return row.endAt <= now ? 'ended' : 'active';
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export async function loadSubscriptions(db: Db | Tx, where: { id: string } | { customerId: string }): Promise<Subscription[]> {
  let query = db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.planId')
    .selectAll('subscriptions')
    .select('plans.name as planName');
  query = 'id' in where ? query.where('subscriptions.id', '=', where.id) : query.where('subscriptions.customerId', '=', where.customerId);
  const rows = await query.orderBy('subscriptions.startAt', 'desc').orderBy('subscriptions.id', 'desc').execute();
  const now = nowSeconds();
  return rows.map((row) => {
    const times = {
      startAt: Number(row.startAt),
      endAt: Number(row.endAt),
      cancelledAt: row.cancelledAt === null ? null : Number(row.cancelledAt),
    };
    return {
      id: row.id,
      customerId: row.customerId,
      plan: { id: row.planId, name: row.planName },
      start: times.startAt,
      end: times.endAt,
      amount: koboToNaira(Number(row.amountKobo)),
      state: stateOf(times, now),
      reason: row.reason,
      created: Number(row.created),
      updated: Number(row.updated),
    };
  });
}

async function findSubscription(db: Db | Tx, id: string): Promise<Subscription> {
  return firstOr404(loadSubscriptions(db, { id }), 'Customer plan');
}

/**
 * Holds the subscriber's row for the rest of the transaction (PostgreSQL row lock; SQLite has one
 * writer), so two sales for one subscriber cannot both pass the overlap check.
 */
export async function lockCustomer(tx: Tx, id: string): Promise<Customer> {
  await tx
    .updateTable('customers')
    .set((eb) => ({ updated: eb.ref('updated') }))
    .where('id', '=', id)
    .execute();
  return findCustomer(tx, id);
}

/** The plan, when it is prepaid and offered at the subscriber's location. */
async function sellablePlan(tx: Tx, planId: string, customer: Customer) {
  const plan = await tx.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
  if (!plan) throw notFound('Plan');
  if (plan.type !== PLAN_TYPES.PREPAID) throw validationFailure({ planId: 'Only a prepaid plan can be given to a subscriber.' });
  const offered = await tx
    .selectFrom('plan_locations')
    .select('planId')
    .where('planId', '=', planId)
    .where('locationId', '=', customer.locationId)
    .executeTakeFirst();
  if (!offered) throw validationFailure({ planId: `Plan ${plan.name} is not offered at ${customer.location.name}.` });
  return plan;
}

/** One subscription at a time: a period that meets another one (not cancelled) is refused. */
async function assertNoOverlap(tx: Tx, customerId: string, start: number, end: number, exceptId: string | null): Promise<void> {
  let query = tx
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.planId')
    .select(['plans.name', 'subscriptions.startAt', 'subscriptions.endAt'])
    .where('subscriptions.customerId', '=', customerId)
    .where('subscriptions.cancelledAt', 'is', null)
    .where('subscriptions.startAt', '<', end)
    .where('subscriptions.endAt', '>', start);
  if (exceptId) query = query.where('subscriptions.id', '!=', exceptId);
  const other = await query.executeTakeFirst();
  if (other) {
    throw conflict(
      `The subscriber already has plan ${other.name} from ${day(Number(other.startAt))} to ${day(Number(other.endAt))}; ` +
        'periods may not overlap. Nothing was saved.',
    );
  }
}

async function insertSubscription(tx: Tx, customer: Customer, planId: string, start: number): Promise<Subscription> {
  const plan = await sellablePlan(tx, planId, customer);
  const end = start + Number(plan.validity) * DAY;
  await assertNoOverlap(tx, customer.id, start, end, null);
  const id = await insertStamped(tx, 'subscriptions', {
    customerId: customer.id,
    planId: plan.id,
    startAt: start,
    endAt: end,
    amountKobo: Number(plan.amountKobo),
    cancelledAt: null,
    reason: '',
  });
  return findSubscription(tx, id);
}

/** A plan line of the subscriber's history, with the reason when there is one. */
async function auditPlan(tx: Tx, actor: Actor, before: Subscription | null, after: Subscription | null, detail?: string) {
  const action = before === null ? 'create' : after === null ? 'delete' : 'update';
  const customerId = (after ?? before)!.customerId;
  const plan = (after ?? before)!.plan.name;
  await writeAudit(tx, actor, {
    action,
    entity: SUBSCRIPTION,
    entityId: customerId,
    changes: changedFields(before as Record<string, unknown> | null, after as Record<string, unknown> | null),
    detail: detail ?? `${plan} ${day((after ?? before)!.start)} to ${day((after ?? before)!.end)}`,
  });
}

/** What a subscription write did: the subscription it answers, as it was (null for a new one), and the history's words for it. */
export interface PlanChange {
  before: Subscription | null;
  after: Subscription;
  detail?: string;
}

/**
 * What a plan write changed for FreeRADIUS reaches the subscriber's open sessions: cut when the login
 * is refused now (a cancel), told the new profile (a change). Cut jobs, queued in the write's transaction.
 */
async function tellSessions(tx: Tx, customerId: string): Promise<void> {
  await queueLoginCuts(tx, (await findCustomer(tx, customerId)).username);
}

/** A write of one subscription in the caller's transaction: `write` changes it, then its line goes in the subscriber's history and its sessions are told. */
async function writePlan(tx: Tx, user: Actor, write: (tx: Tx) => Promise<PlanChange>): Promise<Subscription> {
  const { before, after, detail } = await write(tx);
  await auditPlan(tx, user, before, after, detail);
  await tellSessions(tx, after.customerId);
  return after;
}

/** A write of one subscription in a transaction of its own (cancel); answers the subscription. */
async function planWrite(db: Db, user: Actor, write: (tx: Tx) => Promise<PlanChange>): Promise<{ subscription: Subscription }> {
  return { subscription: await db.transaction().execute((tx) => writePlan(tx, user, write)) };
}

/** A plan write and its payment (money/payments.ts) in the caller's transaction: the payment refused (a balance short) rolls both back. */
export async function paidPlanChange(
  tx: Tx,
  settings: ReceiptSettings,
  user: Payer,
  body: SalePayment,
  write: (tx: Tx) => Promise<PlanChange>,
): Promise<{ subscription: Subscription; payment: PaymentAnswer | null }> {
  const subscription = await writePlan(tx, user, write);
  const sale = {
    customer: await findCustomer(tx, subscription.customerId),
    subscriptionId: subscription.id,
    priceKobo: Math.round(subscription.amount * 100),
    description: `${subscription.plan.name}, ${day(subscription.start)} to ${day(subscription.end)}`,
  };
  return { subscription, payment: await paySale(tx, settings, user, sale, body) };
}

/**
 * A sale, renewal or change, once per idempotency key (money/idempotency.ts): a double click or a
 * resend answers the first sale instead of selling again.
 */
function paidPlanWrite(deps: AppDeps, user: SignedInUser, path: string, body: SalePayment, write: (tx: Tx) => Promise<PlanChange>) {
  return once(deps.db, user.id, path, body, (tx) => paidPlanChange(tx, deps.config.receipt, user, body, write));
}

/**
 * A renewal's write: one more period of `current`'s plan after the subscriber's last one, from now
 * when that has ended. The subscriber's row is held first (`lockCustomer`). Also auto-renewal's
 * (money/auto-renewal.ts).
 */
export async function renewAfterLast(tx: Tx, current: Subscription): Promise<PlanChange> {
  return planAfterLast(tx, current.customerId, current.plan.id, 'Renewed');
}

/**
 * One period of a plan after the subscriber's last one (from now when that has ended), the
 * subscriber's row held first: a renewal, or a plan the subscriber buys in the portal (portal/).
 */
export async function planAfterLast(tx: Tx, customerId: string, planId: string, verb: string): Promise<PlanChange> {
  const customer = await lockCustomer(tx, customerId);
  const last = await tx
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.max('endAt').as('end'))
    .where('customerId', '=', customer.id)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  const start = Math.max(Number(last?.end ?? 0), nowSeconds());
  const created = await insertSubscription(tx, customer, planId, start);
  return { before: null, after: created, detail: `${verb} ${created.plan.name}: ${day(created.start)} to ${day(created.end)}` };
}

/** A paid plan is deleted only once its payment is reversed: the ledger would name a sale of nothing. */
async function assertNoPayment(tx: Tx, subscriptionId: string): Promise<void> {
  const paid = await tx
    .selectFrom('money_entries as e')
    .leftJoin('money_entries as v', 'v.reversesId', 'e.id')
    .leftJoin('money_receipts as r', 'r.entryId', 'e.id')
    .select('r.number')
    .where('e.subscriptionId', '=', subscriptionId)
    .where('e.kind', '=', 'sale')
    .where('v.id', 'is', null)
    .executeTakeFirst();
  if (paid) throw conflict(`This plan was paid${paid.number ? ` (receipt ${paid.number})` : ''}; reverse its payment first. Nothing was deleted.`);
}

/** The subscription a change or a cancel names, once it is found to have neither ended nor been cancelled (409 otherwise). */
async function openSubscription(tx: Tx, id: string): Promise<Subscription> {
  const current = await findSubscription(tx, id);
  if (current.state === 'ended' || current.state === 'cancelled') {
    throw conflict(`This plan has ${current.state === 'ended' ? 'ended' : 'been cancelled'}; nothing was changed.`);
  }
  return current;
}

/** Claims the subscription at the stamp its client read (`claimStamped`) and writes `set`. */
async function changeSubscription(
  tx: Tx,
  current: Subscription,
  sent: number | undefined,
  set: { endAt: number; reason: string; cancelledAt?: number },
) {
  await claimStamped(tx, 'subscriptions', current, sent);
  await tx.updateTable('subscriptions').set(set).where('id', '=', current.id).execute();
}

/** A subscriber's prepaid plans: sell, renew, change, cancel, delete (docs/internet.md). */
export function subscriptionRoutes(app: FastifyInstance): void {
  defineRoute(app, subscriptionCalls.list, async ({ body, deps }) => {
    // A subscriber that does not exist answers 404 rather than an empty list.
    await findCustomer(deps.db, body.customerId);
    return { subscriptions: await loadSubscriptions(deps.db, { customerId: body.customerId }) };
  });

  defineRoute(app, subscriptionCalls.create, ({ body, deps, user }) =>
    paidPlanWrite(deps, user, subscriptionCalls.create.path, body, async (tx) => {
      const now = nowSeconds();
      if (body.start !== undefined && body.start < now - CLOCK_SKEW) throw validationFailure({ start: START_IN_PAST });
      const customer = await lockCustomer(tx, body.customerId);
      return { before: null, after: await insertSubscription(tx, customer, body.planId, Math.max(body.start ?? now, now)) };
    }),
  );

  defineRoute(app, subscriptionCalls.renew, ({ body, deps, user }) =>
    paidPlanWrite(deps, user, subscriptionCalls.renew.path, body, async (tx) => {
      const current = await findSubscription(tx, body.id);
      // A renewal adds a period and leaves this one as it is: only a stale read is refused.
      assertNotStale(body.updated, current.updated);
      return renewAfterLast(tx, current);
    }),
  );

  defineRoute(app, subscriptionCalls.change, ({ body, deps, user }) =>
    paidPlanWrite(deps, user, subscriptionCalls.change.path, body, async (tx) => {
      const current = await openSubscription(tx, body.id);
      const customer = await lockCustomer(tx, current.customerId);
      const now = nowSeconds();
      const start = current.state === 'scheduled' ? current.start : now;
      // The old period ends where the new one starts; a scheduled one is replaced whole.
      const ended = current.state === 'scheduled' ? { cancelledAt: now } : {};
      await changeSubscription(tx, current, body.updated, { endAt: start, reason: 'Changed plan', ...ended });
      const created = await insertSubscription(tx, customer, body.planId, start);
      // Before the new plan is paid, so its payment from the balance may use the credit.
      const credit = await creditUnusedDays(tx, user, current, start, body.idempotencyKey);
      const credited = credit > 0 ? `; ${nairaText(credit)} for the unused days to the balance` : '';
      await auditPlan(tx, user, current, await findSubscription(tx, current.id), `Changed ${current.plan.name} to ${created.plan.name}${credited}`);
      return { before: null, after: created };
    }),
  );

  defineRoute(app, subscriptionCalls.cancel, ({ body, deps, user }) =>
    planWrite(deps.db, user, async (tx) => {
      const current = await openSubscription(tx, body.id);
      const now = nowSeconds();
      await changeSubscription(tx, current, body.updated, {
        cancelledAt: now,
        endAt: Math.max(current.start, Math.min(current.end, now)),
        reason: body.reason,
      });
      return { before: current, after: await findSubscription(tx, current.id), detail: `Cancelled ${current.plan.name}: ${body.reason}` };
    }),
  );

  defineRoute(app, subscriptionCalls.delete, async ({ body, deps, user }) => {
    await deps.db.transaction().execute(async (tx) => {
      const current = await findSubscription(tx, body.id);
      await assertNoPayment(tx, current.id);
      const deleted = await tx.deleteFrom('subscriptions').where('id', '=', current.id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new ApiError(409, 'This plan was already deleted.');
      await auditPlan(tx, user, current, null, `Deleted ${current.plan.name} ${day(current.start)} to ${day(current.end)}: ${body.reason}`);
      await tellSessions(tx, current.customerId);
    });
    return null;
  });
}
