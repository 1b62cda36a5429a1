import { sql } from 'kysely';
import type { Tx } from '../db/schema';

/**
 * The next number of a series ('RCT-2026'), in the caller's transaction. The counter's row, upserted,
 * stays locked until that transaction ends (PostgreSQL; SQLite has one writer), so concurrent callers
 * take 1, 2, 3... in turn, and a transaction that rolls back gives its number back: no gaps.
 */
export async function nextNumber(tx: Tx, series: string): Promise<number> {
  // One statement: the first number of a series inserts its row, every later one bumps it.
  const row = await tx
    .insertInto('money_counters')
    .values({ name: series, lastValue: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ lastValue: sql<number>`money_counters.last_value + 1` }))
    .returning('lastValue')
    .executeTakeFirstOrThrow();
  return Number(row.lastValue);
}

/** The year of `epoch` on the wall clock of `timeZone`: a receipt of 31 December 23:30 in Lagos is that year's. */
export function yearIn(timeZone: string, epoch: number): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(new Date(epoch * 1000)));
}

/** 'RCT', 2026, 123 → 'RCT-2026-000123'. */
export const documentNumber = (prefix: string, year: number, value: number): string => `${prefix}-${year}-${String(value).padStart(6, '0')}`;

/** The next number of `prefix`'s series for the year of `epoch`: 'RCT-2026-000124'. */
export async function nextDocumentNumber(tx: Tx, prefix: string, timeZone: string, epoch: number): Promise<string> {
  const year = yearIn(timeZone, epoch);
  return documentNumber(prefix, year, await nextNumber(tx, `${prefix}-${year}`));
}
