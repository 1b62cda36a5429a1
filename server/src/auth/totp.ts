import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'Staff Console';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totpFor(secret: string, label = 'user'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI that phone authenticators scan. */
export const totpUri = (secret: string, username: string): string => totpFor(secret, username).toString();

/**
 * Checks a code with at most one step of drift. Answers the time step it matched, or null. The
 * caller refuses a step at or before the last one accepted, so a code works once.
 */
export function matchTotpStep(secret: string, code: string, atMillis = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: atMillis, window: 1 });
  if (delta === null) return null;
  return Math.floor(atMillis / 1000 / PERIOD) + delta;
}
