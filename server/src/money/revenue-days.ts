import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/schema';
import type { ClockChange } from '../radius/radius-clock';

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
 * The clock `money_revenue_days` was summed on, made the current one: when `npm run radius` wrote
 * another (RADIUS_TIME_ZONE changed) or no report ran yet, the days are summed again from the lines,
 * under a lock that makes postings wait (their trigger writes the same table), so none is counted
 * twice or missed. Answers the clock, for the report's periods.
 */
export async function revenueClock(db: Db): Promise<LocalClock> {
  const clock = await readClock(db);
  const text = JSON.stringify(clock);
  const summed = await db.selectFrom('money_revenue_clock').select('clock').where('id', '=', 1).executeTakeFirst();
  if (summed?.clock === text) return clock;
  await db.transaction().execute(async (tx) => {
    if (tx.getExecutor().adapter instanceof PostgresAdapter) await sql`LOCK TABLE money_revenue_days IN SHARE ROW EXCLUSIVE MODE`.execute(tx);
    await tx.deleteFrom('money_revenue_days').execute();
    await sql`INSERT INTO money_revenue_days (dimension, day, value, revenue_kobo, discounts_kobo, takings_kobo)
      SELECT dimension, day, value, sum(revenue_kobo), sum(discounts_kobo), sum(takings_kobo)
      FROM money_revenue_facts GROUP BY dimension, day, value`.execute(tx);
    await tx.updateTable('money_revenue_clock').set({ clock: text }).where('id', '=', 1).execute();
  });
  return clock;
}
