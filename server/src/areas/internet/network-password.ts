import { createHash, randomBytes } from 'node:crypto';

const SALT_BYTES = 16;

/**
 * A network password in the form FreeRADIUS 3.2's PAP module checks as `SSHA2-512-Password`:
 * base64(sha512(password + salt) + salt). Subscribers' passwords were kept so before migration 0015
 * (now in clear, for CHAP: docs/radius.md); the bench seeds and the tests make such accounts with it.
 */
export function ssha512(password: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  const digest = createHash('sha512')
    .update(Buffer.concat([Buffer.from(password, 'utf8'), salt]))
    .digest();
  return Buffer.concat([digest, salt]).toString('base64');
}
