import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const SALT_BYTES = 16;
const DIGEST_BYTES = 64;

/**
 * A network password in the form FreeRADIUS 3.2's PAP module checks as `SSHA2-512-Password`:
 * base64(sha512(password + salt) + salt). The plain text is never stored (docs/internet.md).
 */
export function ssha512(password: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  const digest = createHash('sha512')
    .update(Buffer.concat([Buffer.from(password, 'utf8'), salt]))
    .digest();
  return Buffer.concat([digest, salt]).toString('base64');
}

/** The check FreeRADIUS makes, for tests and for the RADIUS issue's own checks. */
export function matchesSsha512(password: string, stored: string): boolean {
  const raw = Buffer.from(stored, 'base64');
  if (raw.length <= DIGEST_BYTES) return false;
  const expected = Buffer.from(ssha512(password, raw.subarray(DIGEST_BYTES)), 'base64');
  return timingSafeEqual(expected, raw);
}
