import type { FastifyInstance } from 'fastify';
import { koboToNaira, PLAN_TYPES, portalCalls } from '@console/api/contract';
import { defineRoute } from '../http/define-route';
import { notFound } from '../http/api-error';
import { planAfterLast, paidPlanChange } from '../areas/internet/subscriptions';
import { once } from '../money/idempotency';
import { loadReceipt } from '../money/receipts';
import { stateOf, todayIn } from '../money/invoice-reads';
import { nowSeconds } from '../core/clock';
import type { Subscriber } from './portal-sessions';

/** Who pays in the portal: the subscriber, from their balance, holding no staff permission. */
const payerOf = (user: Subscriber) => ({ ...user.actor, permissionIds: [] });
/** The idempotency keys' owner: a subscriber's keys never answer a staff member's request, nor the reverse. */
const keyOwner = (user: Subscriber) => `portal:${user.id}`;
const PAPERS_SHOWN = 50;

/** Plans to buy, buying one from the balance, and the subscriber's receipts and invoices (docs/money.md). */
export function portalMoneyRoutes(app: FastifyInstance): void {
  defineRoute(app, portalCalls.plans, async ({ user, deps }) => {
    const rows = await deps.db
      .selectFrom('plans as p')
      .innerJoin('plan_locations as pl', 'pl.planId', 'p.id')
      .innerJoin('customers as c', 'c.locationId', 'pl.locationId')
      .select(['p.id', 'p.name', 'p.amountKobo', 'p.validity'])
      .where('c.id', '=', user.id)
      .where('p.type', '=', PLAN_TYPES.PREPAID)
      .orderBy('p.amountKobo')
      .orderBy('p.name')
      .execute();
    return { plans: rows.map((p) => ({ id: p.id, name: p.name, price: koboToNaira(Number(p.amountKobo)), validity: Number(p.validity) })) };
  });

  // The manual sale's code (subscriptions.ts): sellable at the location, after the last plan, paid
  // from the balance (refused 409 when it holds too little, nothing sold), a receipt issued; once per key.
  defineRoute(app, portalCalls.buy, async ({ body, user, deps }) => {
    const payment = { method: 'balance' as const, reference: 'Portal', discountReason: '', idempotencyKey: body.idempotencyKey };
    const sold = await once(deps.db, keyOwner(user), portalCalls.buy.path, body, (tx) =>
      paidPlanChange(tx, deps.config.receipt, payerOf(user), payment, (write) => planAfterLast(write, user.id, body.planId, 'Bought in the portal')),
    );
    return { plan: sold.subscription.plan.name, start: sold.subscription.start, end: sold.subscription.end, receipt: sold.payment?.receipt ?? null };
  });

  defineRoute(app, portalCalls.papers, async ({ user, deps }) => {
    const { db, config } = deps;
    const [receipts, invoices] = await Promise.all([
      db
        .selectFrom('money_receipts')
        .select(['number', 'issuedAt', 'content'])
        .where('customerId', '=', user.id)
        .orderBy('issuedAt', 'desc')
        .orderBy('number', 'desc')
        .limit(PAPERS_SHOWN)
        .execute(),
      db
        .selectFrom('invoices')
        .select(['number', 'issuedAt', 'totalKobo', 'paidKobo', 'dueDate', 'creditNote'])
        .where('customerId', '=', user.id)
        .orderBy('issuedAt', 'desc')
        .orderBy('number', 'desc')
        .limit(PAPERS_SHOWN)
        .execute(),
    ]);
    const today = todayIn(config.receipt.timeZone, nowSeconds());
    return {
      receipts: receipts.map((r) => {
        const content = JSON.parse(r.content) as { description: string; total: number };
        return { number: r.number, issued: Number(r.issuedAt), description: content.description, total: content.total };
      }),
      invoices: invoices.map((i) => ({
        number: i.number,
        issued: Number(i.issuedAt),
        total: koboToNaira(Number(i.totalKobo)),
        outstanding: koboToNaira(i.creditNote === null ? Math.max(0, Number(i.totalKobo) - Number(i.paidKobo)) : 0),
        state: stateOf(i, today),
      })),
    };
  });

  // Only the subscriber's own: another's receipt number answers 404, as an unknown one.
  defineRoute(app, portalCalls.receipt, async ({ body, user, deps }) => {
    const own = await deps.db
      .selectFrom('money_receipts')
      .select('number')
      .where('number', '=', body.number)
      .where('customerId', '=', user.id)
      .executeTakeFirst();
    if (!own) throw notFound('Receipt');
    return loadReceipt(deps.db, own.number);
  });
}
