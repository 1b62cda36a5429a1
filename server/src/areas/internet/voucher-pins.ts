import { randomBytes } from 'node:crypto';
import { CUSTOMER_ACCESS, hasAnyPermission } from '@console/api/contract';
import type { Tx } from '../../db/schema';

// Bytes 250-255 are dropped so each digit is uniform (250 = 25 x 10).
const UNBIASED_LIMIT = 250;
const LOOKUP_CHUNK = 1000;

/** `count` distinct PINs of `length` random digits after `prefix`, from the system's CSPRNG. */
export function randomPins(count: number, length: number, prefix: string, avoid: ReadonlySet<string> = new Set()): string[] {
  const pins = new Set<string>();
  let bytes = randomBytes(0);
  let at = 0;
  const digit = (): number => {
    for (;;) {
      if (at >= bytes.length) {
        bytes = randomBytes(Math.max(256, count * length * 2));
        at = 0;
      }
      const byte = bytes[at++];
      if (byte < UNBIASED_LIMIT) return byte % 10;
    }
  };
  while (pins.size < count) {
    let pin = prefix;
    for (let i = 0; i < length; i++) pin += digit();
    if (!avoid.has(pin)) pins.add(pin);
  }
  return [...pins];
}

/** Draws `count` distinct PINs none of which is in `avoid`: randomPins, or a test's scripted draw. */
export type PinDraw = (count: number, length: number, prefix: string, avoid: ReadonlySet<string>) => string[];

/**
 * PINs no stored voucher has and no subscriber has as login (network-logins.ts): drawn, checked
 * against both unique indexes in chunks by one query each, and the few that collide drawn again. The
 * unique index still refuses a PIN a concurrent batch took meanwhile; the caller holds
 * lockNetworkLogins, so no subscriber takes one of these logins before the commit.
 */
export async function uniquePins(tx: Tx, count: number, length: number, prefix: string, draw: PinDraw = randomPins): Promise<string[]> {
  const taken = new Set<string>();
  const kept: string[] = [];
  while (kept.length < count) {
    const drawn = draw(count - kept.length, length, prefix, new Set([...taken, ...kept]));
    for (let i = 0; i < drawn.length; i += LOOKUP_CHUNK) {
      const chunk = drawn.slice(i, i + LOOKUP_CHUNK);
      // PINs are digits (the batch's schema), so a PIN is its own lower case, as username_key is.
      const found = await tx
        .selectFrom('vouchers')
        .select('pin')
        .where('pin', 'in', chunk)
        .unionAll(tx.selectFrom('customers').select('usernameKey as pin').where('usernameKey', 'in', chunk))
        .execute();
      const clash = new Set(found.map((row) => row.pin));
      for (const pin of chunk) {
        if (clash.has(pin)) taken.add(pin);
        else kept.push(pin);
      }
    }
  }
  return kept;
}

/** Whole PINs are for holders of 133 (print and export), who hand them out anyway. */
export const seesWholePins = (user: { permissionIds: readonly number[] }) => hasAnyPermission(user.permissionIds, CUSTOMER_ACCESS.printVouchers);

/**
 * A PIN, or a login that may be one, as everyone else sees it: not one digit. The last four would
 * leave an 8-digit PIN 10,000 guesses at a hotspot (issue 24); batch and serial name the voucher.
 */
export const maskedPin = (pin: string) => '•'.repeat(pin.length);
