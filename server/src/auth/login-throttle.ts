import type { Db } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { ApiError } from '../http/api-error';

/** Failed sign-ins allowed within the window before the key is locked for LOCK_SECONDS. */
export const THROTTLE = {
  accountFailures: 5,
  addressFailures: 20,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
};

const accountKey = (username: string) => `account:${username.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** 429 with a retry time while the account or the address is locked, even for the right password. */
export async function assertNotLocked(db: Db, username: string, address: string): Promise<void> {
  const now = nowSeconds();
  const rows = await db
    .selectFrom('login_throttle')
    .select(['locked_until'])
    .where('key', 'in', [accountKey(username), addressKey(address)])
    .execute();
  const lockedUntil = Math.max(0, ...rows.map((r) => r.locked_until));
  if (lockedUntil > now) {
    const retry = lockedUntil - now;
    throw new ApiError(429, `Too many failed sign-ins. Try again in ${Math.ceil(retry / 60)} minute(s).`, { retryAfter: retry }, {
      'retry-after': String(retry),
    });
  }
}

async function countFailure(db: Db, key: string, limit: number, now: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = !row || row.window_start + THROTTLE.windowSeconds <= now;
    const failures = fresh ? 1 : row.failures + 1;
    const values = {
      failures,
      window_start: fresh ? now : row.window_start,
      locked_until: failures >= limit ? now + THROTTLE.lockSeconds : (row?.locked_until ?? 0),
    };
    if (row) await tx.updateTable('login_throttle').set(values).where('key', '=', key).execute();
    else await tx.insertInto('login_throttle').values({ key, ...values }).execute();
  });
}

export async function recordFailure(db: Db, username: string, address: string): Promise<void> {
  const now = nowSeconds();
  await countFailure(db, accountKey(username), THROTTLE.accountFailures, now);
  await countFailure(db, addressKey(address), THROTTLE.addressFailures, now);
}

export async function recordSuccess(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', accountKey(username)).execute();
}
