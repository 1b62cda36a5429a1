import type { FastifyInstance } from 'fastify';
import { CUSTOMER_TYPES, type PayerReport, payerReportCall } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import type { Db } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { activationsIn } from './voucher-activity';

/** Start of the calendar quarter (UTC) holding `seconds`, and of the one `shift` quarters away. */
export function quarterStart(seconds: number, shift = 0): number {
  const date = new Date(seconds * 1000);
  const quarter = Math.floor(date.getUTCMonth() / 3) + shift;
  return Date.UTC(date.getUTCFullYear(), quarter * 3, 1) / 1000;
}

/**
 * Payers in [from, to): subscribers with a paid subscription overlapping it, by type, and vouchers
 * first used in it, each counted as one individual (a voucher names no subscriber).
 */
async function payers(db: Db, from: number, to: number): Promise<{ individuals: number; corporates: number }> {
  const [byType, vouchers] = await Promise.all([
    db
      .selectFrom('customers')
      .select((eb) => ['customers.type', eb.fn.countAll<number>().as('n')])
      // The paying subscribers read from migration 0030's (end, start, amount, subscriber) index
      // alone, then their types by key: an exists() per subscriber read each one's subscriptions.
      .where('customers.id', 'in', (eb) =>
        eb
          .selectFrom('subscriptions')
          .select('subscriptions.customerId')
          .where('subscriptions.endAt', '>', from)
          .where('subscriptions.startAt', '<', to)
          .where('subscriptions.amountKobo', '>', 0),
      )
      .groupBy('customers.type')
      .execute(),
    // Kept per quarter hour by migration 0031's triggers, the ends of the period counted.
    activationsIn(db, from, to),
  ]);
  const count = (type: number) => Number(byType.find((row) => Number(row.type) === type)?.n ?? 0);
  return { individuals: count(CUSTOMER_TYPES.INDIVIDUAL) + vouchers, corporates: count(CUSTOMER_TYPES.CORPORATE) };
}

/** This quarter so far against the whole previous quarter (docs/internet.md). */
export async function payerReport(db: Db, now = nowSeconds()): Promise<PayerReport> {
  const start = quarterStart(now);
  const [current, previous] = await Promise.all([payers(db, start, now + 1), payers(db, quarterStart(now, -1), start)]);
  const before = previous.individuals + previous.corporates;
  const after = current.individuals + current.corporates;
  return { ...current, increase: before === 0 ? null : Math.round(((after - before) / before) * 1000) / 10 };
}

export function payerReportRoutes(app: FastifyInstance): void {
  defineRoute(app, payerReportCall, ({ deps }) => payerReport(deps.db));
}
