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
 * Payers in [from, to), `from` a quarter's start and `to` within that quarter: subscribers with a
 * paid subscription overlapping it, by type, and vouchers first used in it, each counted as one
 * individual (a voucher names no subscriber).
 */
async function payers(db: Db, from: number, to: number): Promise<{ individuals: number; corporates: number }> {
  const [byType, vouchers] = await Promise.all([
    // Migration 0031 keeps each quarter's paying subscribers with the first start of their paid
    // subscriptions in it: one overlaps [from, to) when that start is before `to`. Counted from the
    // (quarter, type, first start) index alone.
    db
      .selectFrom('paying_quarters')
      .select((eb) => ['type', eb.fn.countAll<number>().as('n')])
      .where('quarterStart', '=', from)
      .where('firstStart', '<', to)
      .groupBy('type')
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
