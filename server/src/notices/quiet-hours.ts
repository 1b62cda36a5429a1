import { utcOffsetAt } from '../radius/radius-clock';

const DAY = 86_400;

/** 'HH:MM' → seconds since midnight. */
const secondsOf = (clock: string) => Number(clock.slice(0, 2)) * 3600 + Number(clock.slice(3, 5)) * 60;

/**
 * When the quiet hours holding `now` end (epoch seconds), or null when `now` is not in them. Quiet
 * hours run from `from` to `until` on the wall clock of `timeZone` (RADIUS_TIME_ZONE), across
 * midnight when `until` is earlier ('21:00' to '07:00'); equal times mean none.
 */
export function quietUntil(now: number, quiet: { quietFrom: string; quietUntil: string }, timeZone: string): number | null {
  const from = secondsOf(quiet.quietFrom);
  const until = secondsOf(quiet.quietUntil);
  if (from === until) return null;
  const offset = utcOffsetAt(timeZone, now);
  const local = (((now + offset) % DAY) + DAY) % DAY;
  const inside = from < until ? local >= from && local < until : local >= from || local < until;
  if (!inside) return null;
  const wait = (until - local + DAY) % DAY;
  // Measured on the wall clock: a clock change within the night is corrected by the offset then.
  const end = now + wait;
  return end + offset - utcOffsetAt(timeZone, end);
}
