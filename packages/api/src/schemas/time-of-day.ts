import { z } from 'zod';
import { INVALID } from './common';

// Time of day: requests carry seconds since midnight, answers carry 'HH:MM:SS'.

export const SECONDS_PER_DAY = 86_400;

const two = (n: number) => String(n).padStart(2, '0');

/** 66615 → '18:30:15'. */
export function secondsToClock(seconds: number): string {
  const s = ((seconds % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** '18:30:15' → { hour: '18', minute: '30', second: '15' }, the constraint dialog's selects. */
export function clockParts(clock: string): { hour: string; minute: string; second: string } {
  const [hour = '00', minute = '00', second = '00'] = clock.split(':');
  return { hour, minute, second };
}

/** The selects' two-digit texts → seconds since midnight. The seconds field really is the seconds. */
export const partsToSeconds = (hour: string, minute: string, second: string): number => Number(hour) * 3600 + Number(minute) * 60 + Number(second);

/**
 * Seconds since midnight of the reference date 1970-01-01 UTC. A full timestamp is taken modulo a
 * day, so a client that builds the time on any date still sends the right time of day.
 */
export const timeOfDay = z.coerce
  .number({ error: INVALID })
  .int({ error: INVALID })
  .min(0, { error: INVALID })
  .max(Number.MAX_SAFE_INTEGER, { error: INVALID })
  .transform((seconds) => seconds % SECONDS_PER_DAY);
