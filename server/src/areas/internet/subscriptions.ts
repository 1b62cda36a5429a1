import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type Customer,
  customerSubscriptionsRequest,
  koboToNaira,
  PLAN_TYPES,
  type Subscription,
  subscriptionAnswer,
  subscriptionCancel,
  subscriptionChange,
  subscriptionCreate,
  START_IN_PAST,
  subscriptionDelete,
  subscriptionRenew,
  type SubscriptionState,
} from '@console/api/contract';
import { changedFields, writeAudit, type Actor } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import type { Db, Tx } from '../../db/schema';
import { ApiError, conflict, notFound, validationFailure, firstOr404 } from '../../http/api-error';
import { defineAction } from '../../http/define-action';
import { defineRecordWrite, type RecordWriteSpec } from '../../http/define-write';
import { CUSTOMER_RULES } from './internet-access';
import type { Access } from '../../http/route-table';
import { insertStamped } from '../../http/stamped-update';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { SUBSCRIPTION, customerRead, findCustomer } from './customers';
import { queueLoginCuts } from '../../radius/profile-changes';

const DAY = 86_400;
// A start this far in the past still counts as "now": the form's clock and the server's differ.
const CLOCK_SKEW = 300;

function stateOf(row: { startAt: number; endAt: number; cancelledAt: number | null }, now: number): SubscriptionState {
  if (row.cancelledAt !== null) return 'cancelled';
  if (row.startAt > now) return 'scheduled';
  return row.endAt <= now ? 'ended' : 'active';
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

async function loadSubscriptions(db: Db | Tx, where: { id: string } | { customerId: string }): Promise<Subscription[]> {
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
async function lockCustomer(tx: Tx, id: string): Promise<Customer> {
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

/** Claims the subscription at the stamp that was read, for a write that changes it. */
async function claim(tx: Tx, current: Subscription, sent: number | undefined, set: Record<string, unknown>): Promise<void> {
  assertNotStale(sent, current.updated);
  const result = await tx
    .updateTable('subscriptions')
    .set({ ...set, updated: nextStamp(current.updated) })
    .where('id', '=', current.id)
    .where('updated', '=', current.updated)
    .executeTakeFirst();
  assertWritten(result);
}

/** What a subscription write did: the subscription it answers, as it was (null for a new one), and the history's words for it. */
interface PlanChange {
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

type PlanWriteSpec<B extends z.ZodType, Args> = Omit<RecordWriteSpec<B, Access>, 'key' | 'answer' | 'write'> & {
  write(tx: Tx, args: Args, user: Actor): Promise<PlanChange>;
};

/**
 * A call that writes one subscription in a transaction, writes its line in the subscriber's history
 * and answers it: sell, renew, change, cancel.
 */
function subscriptionWrite<B extends z.ZodType>(app: FastifyInstance, call: PlanWriteSpec<B, z.output<B>>): void {
  defineRecordWrite(app, {
    ...call,
    key: 'subscription',
    answer: subscriptionAnswer,
    async write(tx, body, user) {
      const { before, after, detail } = await call.write(tx, body, user);
      await auditPlan(tx, user, before, after, detail);
      await tellSessions(tx, after.customerId);
      return after;
    },
  });
}

/**
 * A write on the subscription the body names, once it is found to have neither ended nor been
 * cancelled (409 otherwise): change, cancel.
 */
function openSubscriptionWrite<B extends z.ZodType<{ id: string }>>(
  app: FastifyInstance,
  { write, ...call }: PlanWriteSpec<B, { current: Subscription; body: z.output<B> }>,
): void {
  subscriptionWrite(app, {
    ...call,
    async write(tx, body, user) {
      const current = await findSubscription(tx, body.id);
      if (current.state === 'ended' || current.state === 'cancelled') {
        throw conflict(`This plan has ${current.state === 'ended' ? 'ended' : 'been cancelled'}; nothing was changed.`);
      }
      return write(tx, { current, body }, user);
    },
  });
}

/** A subscriber's prepaid plans: sell, renew, change, cancel, delete (docs/internet.md). */
export function subscriptionRoutes(app: FastifyInstance): void {
  customerRead(app, {
    url: '/services/internet/customer/plans',
    access: CUSTOMER_RULES.listSubscriptions,
    body: customerSubscriptionsRequest,
    summary: 'Customer plan: list of one subscriber, newest first',
    key: 'subscriptions',
    answer: subscriptionAnswer,
    customerOf: (body) => body.customerId,
    read: (db, customerId) => loadSubscriptions(db, { customerId }),
  });

  subscriptionWrite(app, {
    url: '/services/internet/customer/plan/create',
    access: CUSTOMER_RULES.addSubscription,
    body: subscriptionCreate,
    summary: 'Customer plan: give a subscriber a prepaid plan, from now or a date',
    async write(tx, body) {
      const now = nowSeconds();
      if (body.start !== undefined && body.start < now - CLOCK_SKEW) throw validationFailure({ start: START_IN_PAST });
      const customer = await lockCustomer(tx, body.customerId);
      return { before: null, after: await insertSubscription(tx, customer, body.planId, Math.max(body.start ?? now, now)) };
    },
  });

  subscriptionWrite(app, {
    url: '/services/internet/customer/plan/renew',
    access: CUSTOMER_RULES.addSubscription,
    body: subscriptionRenew,
    summary: 'Customer plan: renew, one more period after the last one',
    async write(tx, body) {
      const current = await findSubscription(tx, body.id);
      assertNotStale(body.updated, current.updated);
      const customer = await lockCustomer(tx, current.customerId);
      const last = await tx
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.max('endAt').as('end'))
        .where('customerId', '=', customer.id)
        .where('cancelledAt', 'is', null)
        .executeTakeFirst();
      const start = Math.max(Number(last?.end ?? 0), nowSeconds());
      const created = await insertSubscription(tx, customer, current.plan.id, start);
      return { before: null, after: created, detail: `Renewed ${created.plan.name}: ${day(created.start)} to ${day(created.end)}` };
    },
  });

  openSubscriptionWrite(app, {
    url: '/services/internet/customer/plan/change',
    access: CUSTOMER_RULES.modifySubscription,
    body: subscriptionChange,
    summary: 'Customer plan: change to another plan from now (the remainder is not carried over)',
    message: 'Updated successfully',
    async write(tx, { current, body }, user) {
      const customer = await lockCustomer(tx, current.customerId);
      const now = nowSeconds();
      const start = current.state === 'scheduled' ? current.start : now;
      // The old period ends where the new one starts; a scheduled one is replaced whole.
      const ended = current.state === 'scheduled' ? { cancelledAt: now } : {};
      await claim(tx, current, body.updated, { endAt: start, reason: 'Changed plan', ...ended });
      const created = await insertSubscription(tx, customer, body.planId, start);
      await auditPlan(tx, user, current, await findSubscription(tx, current.id), `Changed ${current.plan.name} to ${created.plan.name}`);
      return { before: null, after: created };
    },
  });

  openSubscriptionWrite(app, {
    url: '/services/internet/customer/plan/cancel',
    access: CUSTOMER_RULES.deleteSubscription,
    body: subscriptionCancel,
    summary: 'Customer plan: cancel, ending it now, with a reason',
    async write(tx, { current, body }) {
      const now = nowSeconds();
      await claim(tx, current, body.updated, {
        cancelledAt: now,
        endAt: Math.max(current.start, Math.min(current.end, now)),
        reason: body.reason,
      });
      return { before: current, after: await findSubscription(tx, current.id), detail: `Cancelled ${current.plan.name}: ${body.reason}` };
    },
  });

  defineAction(app, {
    url: '/services/internet/customer/plan/delete',
    access: CUSTOMER_RULES.deleteSubscription,
    body: subscriptionDelete,
    summary: 'Customer plan: delete (a sale made in error), with a reason kept in the history',
    async act({ body, deps, user }) {
      await deps.db.transaction().execute(async (tx) => {
        const current = await findSubscription(tx, body.id);
        const deleted = await tx.deleteFrom('subscriptions').where('id', '=', current.id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw new ApiError(409, 'This plan was already deleted.');
        await auditPlan(tx, user, current, null, `Deleted ${current.plan.name} ${day(current.start)} to ${day(current.end)}: ${body.reason}`);
        await tellSessions(tx, current.customerId);
      });
    },
  });
}
