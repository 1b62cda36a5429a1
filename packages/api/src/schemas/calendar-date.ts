import { z } from 'zod';
import { REQUIRED, requiredOr } from './common';

// Calendar dates. Employee create sends epoch seconds and update sends 'yyyy-MM-dd' (spec 7); both
// calls take both forms. Every date is kept as epoch seconds at UTC midnight of its calendar day.

const DAY_SECONDS = 86400;
const EARLIEST_DATE = Date.UTC(1900, 0, 1) / 1000;
const LATEST_DATE = Date.UTC(2100, 11, 31) / 1000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' → epoch seconds at UTC midnight, or null when it is no real calendar day. */
export function dateTextToSeconds(value: string): number | null {
  const match = DATE_TEXT.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? date.getTime() / 1000 : null;
}

export { secondsToDateText } from '../formatters';

/**
 * A calendar date in either form. Epoch seconds are rounded to the nearest UTC midnight: a client
 * that sends local midnight anywhere from UTC-11 to UTC+11 still lands on the day it meant.
 */
export const ENTER_DATE = 'Enter a date from 1900 to 2100';
export const calendarDate = z.union([z.number(), z.string()], { error: requiredOr(ENTER_DATE) }).transform((value, ctx) => {
  if (typeof value === 'string' && value.trim() === '') {
    ctx.issues.push({ code: 'custom', message: REQUIRED, input: value });
    return z.NEVER;
  }
  const seconds =
    typeof value === 'number' ? (Number.isFinite(value) ? Math.round(value / DAY_SECONDS) * DAY_SECONDS : null) : dateTextToSeconds(value);
  if (seconds === null || seconds < EARLIEST_DATE || seconds > LATEST_DATE) {
    ctx.issues.push({ code: 'custom', message: ENTER_DATE, input: value });
    return z.NEVER;
  }
  return seconds;
});

/** A date that may be left empty ('' or null): answered as null. */
export const optionalCalendarDate = z
  .union([z.literal(''), z.null(), calendarDate], { error: ENTER_DATE })
  .transform((value) => (value === '' ? null : value))
  .optional()
  .default(null);
