import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/schema';
import type { ClockChange } from '../radius/radius-clock';
import { SUM_REVENUE_DAYS } from '../db/migrations/0022-revenue';

const DAY = 86_400;

/** RADIUS_TIME_ZONE's offsets as `npm run radius` wrote them (radius_clock), oldest first. */
export type LocalClock = readonly ClockChange[];

export async function readClock(db: Db): Promise<LocalClock> {
  const rows = await db.selectFrom('radiusClock').select(['since', 'utcOffset']).orderBy('since').execute();
  return rows.map((row) => ({ since: Number(row.since), utcOffset: Number(row.utcOffset) }));
}

function offsetAt(clock: LocalClock, epoch: number): number {
  let offset = 0;
  for (const change of clock) if (change.since <= epoch) offset = change.utcOffset;
  return offset;
}

/** Days since 1970-01-01 on the clock: the local day `epoch` falls on (as the revenue view counts them). */
export const localDay = (clock: LocalClock, epoch: number): number => Math.floor((epoch + offsetAt(clock, epoch)) / DAY);

/** The epoch second the local `day` starts at (its midnight, on the offset in force then). */
export function dayStart(clock: LocalClock, day: number): number {
  const guess = day * DAY - offsetAt(clock, day * DAY);
  return day * DAY - offsetAt(clock, guess);
}

/** '2026-11-26' of a local day number, and back. */
export const dayText = (day: number): string => new Date(day * DAY * 1000).toISOString().slice(0, 10);
export const dayOfText = (text: string): number => Date.parse(`${text}T00:00:00Z`) / 1000 / DAY;

/**
 * Sums `money_revenue_days` again from every line on the clock in force now, for after
 * RADIUS_TIME_ZONE changed (the days already summed keep the clock they were posted on until then).
 * Postings wait meanwhile (a lock on the table their trigger writes), so none is counted twice or
 * missed. A one-off: at a million lines it takes the time the bench prints.
 */
export async function sumRevenueDaysAgain(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (tx.getExecutor().adapter instanceof PostgresAdapter) await sql`LOCK TABLE money_revenue_days IN SHARE ROW EXCLUSIVE MODE`.execute(tx);
    await tx.deleteFrom('money_revenue_days').execute();
    await sql.raw(SUM_REVENUE_DAYS).execute(tx);
  });
}
