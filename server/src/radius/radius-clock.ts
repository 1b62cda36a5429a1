import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { nowSeconds } from '../core/clock';

/** One row of `radius_clock`: from `since` (epoch seconds) on, local time is UTC + `utcOffset` seconds. */
export interface ClockChange {
  since: number;
  utcOffset: number;
}

const DAY = 86_400;
/** How far ahead the offsets are written: `npm run radius` writes them again at every start. */
const YEARS_AHEAD = 10;
/** Offsets are compared two weeks apart (no zone changes twice within two weeks), then the change found to the second. */
const STEP = 14 * DAY;

/** A formatter per zone: making one costs about as much as a thousand formats. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Seconds `timeZone`'s wall clock is ahead of UTC at `epoch`. */
export function utcOffsetAt(timeZone: string, epoch: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(epoch * 1000)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) / 1000 - epoch;
}

/**
 * The UTC offsets of `timeZone` from `from` for ten years: a row per change (daylight saving, a
 * law), each found to the second. The first row starts at 0, so any moment before has an offset.
 */
export function clockChanges(timeZone: string, from: number): ClockChange[] {
  const changes: ClockChange[] = [{ since: 0, utcOffset: utcOffsetAt(timeZone, from) }];
  const until = from + YEARS_AHEAD * 365 * DAY;
  for (let step = from; step < until; step += STEP) {
    const before = changes[changes.length - 1].utcOffset;
    if (utcOffsetAt(timeZone, step + STEP) === before) continue;
    // The offset changed within these two weeks: halve them until the second it did.
    let [low, high] = [step, step + STEP];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (utcOffsetAt(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ since: high, utcOffset: utcOffsetAt(timeZone, high) });
  }
  return changes;
}

/**
 * Makes `timeZone` the one clock of plan windows: the views FreeRADIUS reads and the console's
 * screens and sweeps read local time from `radius_clock`, never from the reader's time zone
 * (docs/radius.md, "Time zone"). Written by `npm run radius` from RADIUS_TIME_ZONE.
 */
export async function writeRadiusClock(db: Db, timeZone: string, now = nowSeconds()): Promise<void> {
  const rows = clockChanges(timeZone, now - DAY);
  await db.transaction().execute(async (tx) => {
    await sql`delete from radius_clock`.execute(tx);
    for (const row of rows) await sql`insert into radius_clock (since, utc_offset) values (${row.since}, ${row.utcOffset})`.execute(tx);
  });
}
