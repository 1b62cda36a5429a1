import { createHash, timingSafeEqual } from 'node:crypto';
import { ssha512 } from '../areas/internet/network-password';

const SHA512_BYTES = 64;
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `password` is the subscriber's network password, as FreeRADIUS would judge it: the clear
 * text kept since migration 0015, or an older SSHA2-512 hash (its salt after the 64-byte digest).
 * Compared in constant time; a subscriber with neither (or an unknown login, `null`) never matches,
 * after the same work.
 */
export function networkPasswordMatches(stored: { networkPassword: string | null; passwordSsha512: string } | null, password: string): boolean {
  if (stored?.networkPassword) return timingSafeEqual(digest(stored.networkPassword), digest(password));
  if (stored?.passwordSsha512) {
    const salt = Buffer.from(stored.passwordSsha512, 'base64').subarray(SHA512_BYTES);
    return timingSafeEqual(digest(stored.passwordSsha512), digest(ssha512(password, salt)));
  }
  timingSafeEqual(digest(''), digest(password));
  return false;
}
