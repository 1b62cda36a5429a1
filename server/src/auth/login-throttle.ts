import { PostgresAdapter, sql } from 'kysely';
import type { Db, Tx } from '../db/schema';
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

function locked(retry: number): ApiError {
  return new ApiError(429, `Too many failed sign-ins. Try again in ${Math.ceil(retry / 60)} minute(s).`, { retryAfter: retry }, {
    'retry-after': String(retry),
  });
}

/** Counts one attempt on `key`, or answers the seconds its lock still runs (nothing counted then). */
async function charge(tx: Tx, key: string, limit: number, now: number): Promise<number> {
  await tx.insertInto('login_throttle').values({ key, failures: 0, window_start: now, locked_until: 0 }).onConflict((oc) => oc.column('key').doNothing()).execute();
  let query = tx.selectFrom('login_throttle').selectAll().where('key', '=', key);
  // PostgreSQL: attempts on one key queue here, so each sees the count the one before left.
  // SQLite runs one write transaction at a time anyway.
  if (tx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  if (row.locked_until > now) return row.locked_until - now;
  const fresh = row.window_start + THROTTLE.windowSeconds <= now;
  const failures = fresh ? 1 : row.failures + 1;
  await tx
    .updateTable('login_throttle')
    .set({ failures, window_start: fresh ? now : row.window_start, locked_until: failures >= limit ? now + THROTTLE.lockSeconds : 0 })
    .where('key', '=', key)
    .execute();
  return 0;
}

/**
 * Counts a sign-in attempt against the account and the address before the password is checked,
 * and answers 429 with a retry time while either is locked, even for the right password. Counting
 * first means a burst of parallel guesses gets no more checks than guesses made one by one.
 */
export async function chargeAttempt(db: Db, username: string, address: string): Promise<void> {
  const now = nowSeconds();
  await db.transaction().execute(async (tx) => {
    const retry = Math.max(
      await charge(tx, accountKey(username), THROTTLE.accountFailures, now),
      await charge(tx, addressKey(address), THROTTLE.addressFailures, now),
    );
    // Thrown inside the transaction, so a refused attempt counts against neither key.
    if (retry > 0) throw locked(retry);
  });
}

/**
 * The attempt was not a wrong guess: the address gets it back, and after a successful sign-in
 * (`succeeded`) the account's count starts again.
 */
export async function refundAttempt(db: Db, username: string, address: string, succeeded: boolean): Promise<void> {
  const refunds: Array<[string, number]> = [[addressKey(address), THROTTLE.addressFailures]];
  if (succeeded) await db.deleteFrom('login_throttle').where('key', '=', accountKey(username)).execute();
  else refunds.push([accountKey(username), THROTTLE.accountFailures]);
  for (const [key, limit] of refunds) {
    // One statement, so a parallel attempt's count is not lost; SET reads the row as it was.
    await db
      .updateTable('login_throttle')
      .set({
        failures: sql<number>`case when failures > 0 then failures - 1 else 0 end`,
        locked_until: sql<number>`case when failures - 1 < ${limit} then 0 else locked_until end`,
      })
      .where('key', '=', key)
      .execute();
  }
}
