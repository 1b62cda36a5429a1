import { PostgresAdapter, sql } from 'kysely';
import type { Db, Tx } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { ApiError } from '../http/api-error';

/** How many attempts a key allows within its window, and how long it is locked once they are spent. */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  /** Seconds of lock after an attempt that brings the count to `failures` (>= limit). */
  lockSeconds(failures: number): number;
}

const MINUTES_15 = 15 * 60;
const fixedLock = (limit: number, seconds: number): ThrottleRule => ({ limit, windowSeconds: MINUTES_15, lockSeconds: () => seconds });

/**
 * Sign-in limits (docs/security.md). Guesses at one account from one address lock that pair for
 * 15 minutes; an address guessing at many accounts is locked too. The account itself is only slowed:
 * past ten failures from anywhere each further attempt waits a doubling delay of at most a minute,
 * so someone else's wrong passwords cannot lock its owner out, yet a spread-out guesser gets about
 * one guess a minute.
 */
export const THROTTLE = {
  pair: fixedLock(5, MINUTES_15),
  address: fixedLock(20, MINUTES_15),
  account: { limit: 10, windowSeconds: MINUTES_15, lockSeconds: (failures: number) => Math.min(2 ** (failures - 10), 60) } as ThrottleRule,
  /** Reset mails: per account and per address, whether or not the account exists. */
  resetAccount: fixedLock(3, MINUTES_15),
  resetAddress: fixedLock(10, MINUTES_15),
};

export const accountKey = (username: string) => `account:${username.toLowerCase()}`;
const pairKey = (username: string, address: string) => `pair:${username.toLowerCase()}|${address}`;
const addressKey = (address: string) => `address:${address}`;

/** The keys of one account's sign-in limits (the account's own and its pairs with addresses). */
export const accountKeyPrefixes = (username: string) => [accountKey(username), `pair:${username.toLowerCase()}|`];

/** An attempt refused because a key is locked: seconds to wait, and how many were refused in this lock. */
export class ThrottleRefusal extends ApiError {
  constructor(
    message: string,
    readonly retry: number,
    readonly refusedInLock: number,
  ) {
    super(
      429,
      `${message} Try again in ${retry < 60 ? `${retry} second(s)` : `${Math.ceil(retry / 60)} minute(s)`}.`,
      { retryAfter: retry },
      {
        'retry-after': String(retry),
      },
    );
  }
}

type ThrottleRow = { key: string; failures: number; windowStart: number; lockedUntil: number; refused: number };

/** The key's row, created when missing and, on PostgreSQL, locked until the transaction ends. */
async function readKey(tx: Tx, key: string, now: number): Promise<ThrottleRow> {
  await tx
    .insertInto('login_throttle')
    .values({ key, failures: 0, windowStart: now, lockedUntil: 0 })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  let query = tx.selectFrom('login_throttle').selectAll().where('key', '=', key);
  // PostgreSQL: attempts on one key queue here, so each sees the count the one before left.
  // SQLite runs one write transaction at a time anyway.
  if (tx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

async function countAttempt(tx: Tx, row: ThrottleRow, rule: ThrottleRule, now: number): Promise<void> {
  const fresh = row.windowStart + rule.windowSeconds <= now;
  const failures = fresh ? 1 : row.failures + 1;
  await tx
    .updateTable('login_throttle')
    .set({
      failures,
      windowStart: fresh ? now : row.windowStart,
      lockedUntil: failures >= rule.limit ? now + rule.lockSeconds(failures) : 0,
      refused: 0,
    })
    .where('key', '=', row.key)
    .execute();
}

/**
 * Counts an attempt against every key before the attempt is checked, and answers 429 with a retry
 * time while any is locked. Counting first means a burst of parallel guesses gets no more checks
 * than guesses made one by one. A refused attempt counts against no key; the locked key counts it
 * as a refusal (committed, so refusals can be audited in aggregate).
 */
export async function chargeKeys(db: Db, keys: Array<[string, ThrottleRule]>, message: string): Promise<void> {
  const now = nowSeconds();
  const refusal = await db.transaction().execute(async (tx) => {
    const rows = [];
    for (const [key, rule] of keys) rows.push({ row: await readKey(tx, key, now), rule });
    const locked = rows.filter(({ row }) => row.lockedUntil > now).sort((a, b) => b.row.lockedUntil - a.row.lockedUntil)[0];
    if (!locked) {
      for (const { row, rule } of rows) await countAttempt(tx, row, rule, now);
      return null;
    }
    const refused = locked.row.refused + 1;
    await tx.updateTable('login_throttle').set({ refused }).where('key', '=', locked.row.key).execute();
    return new ThrottleRefusal(message, locked.row.lockedUntil - now, refused);
  });
  if (refusal) throw refusal;
}

const SIGN_IN_LOCKED = 'Too many failed sign-ins.';

/** Counts a sign-in attempt against the account, the address, and the pair of both. */
export const chargeAttempt = (db: Db, username: string, address: string): Promise<void> =>
  chargeKeys(
    db,
    [
      [pairKey(username, address), THROTTLE.pair],
      [addressKey(address), THROTTLE.address],
      [accountKey(username), THROTTLE.account],
    ],
    SIGN_IN_LOCKED,
  );

/**
 * The attempt was not a wrong guess: the address and the pair get it back, and after a successful
 * sign-in (`succeeded`) the account's and the pair's counts start again.
 */
export async function refundAttempt(db: Db, username: string, address: string, succeeded: boolean): Promise<void> {
  const refunds: Array<[string, ThrottleRule]> = [[addressKey(address), THROTTLE.address]];
  if (succeeded)
    await db
      .deleteFrom('login_throttle')
      .where('key', 'in', [accountKey(username), pairKey(username, address)])
      .execute();
  else refunds.push([pairKey(username, address), THROTTLE.pair], [accountKey(username), THROTTLE.account]);
  for (const [key, rule] of refunds) {
    // One statement, so a parallel attempt's count is not lost; SET reads the row as it was.
    await db
      .updateTable('login_throttle')
      .set({
        failures: sql<number>`case when failures > 0 then failures - 1 else 0 end`,
        lockedUntil: sql<number>`case when failures - 1 < ${rule.limit} then 0 else locked_until end`,
      })
      .where('key', '=', key)
      .execute();
  }
}

/** An administrator's unlock: the account's own delay and every address's lock on it end. */
export async function unlockAccount(db: Db | Tx, username: string): Promise<void> {
  const [own, pairs] = accountKeyPrefixes(username);
  await db
    .deleteFrom('login_throttle')
    .where((eb) => eb.or([eb('key', '=', own), eb(sql<string>`substr(key, 1, ${pairs.length})`, '=', pairs)]))
    .execute();
}

/** Reset mails asked for one account and from one address. */
export const chargeResetRequest = (db: Db, username: string, address: string): Promise<void> =>
  chargeKeys(
    db,
    [
      [`reset-account:${username.toLowerCase()}`, THROTTLE.resetAccount],
      [`reset-address:${address}`, THROTTLE.resetAddress],
    ],
    'Too many reset requests.',
  );
