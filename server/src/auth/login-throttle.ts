import { type ExpressionBuilder, PostgresAdapter, sql } from 'kysely';
import type { Database, Db, Tx } from '../db/schema';
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
const DAY = 24 * 60 * 60;
const fixedLock = (limit: number, seconds: number): ThrottleRule => ({ limit, windowSeconds: MINUTES_15, lockSeconds: () => seconds });

/**
 * Sign-in limits (docs/security.md). Guesses at one account from one address lock that pair for
 * 15 minutes; an address guessing at many accounts is locked too. The account's own count never
 * locks the account: past ten failures from anywhere, each further failure holds back the address it
 * came from for a doubling delay of at most a minute. So guesses cannot lock the owner out from their
 * own address, and an attacker polling for the end of a lock re-arms only their own.
 * Wrong one-time codes after the right password are another matter: whoever sends them holds the
 * password, so five lock the account from every address, for 15 minutes doubling with each further one.
 */
export const THROTTLE = {
  pair: fixedLock(5, MINUTES_15),
  address: fixedLock(20, MINUTES_15),
  account: { limit: 10, windowSeconds: MINUTES_15, lockSeconds: (failures: number) => Math.min(2 ** (failures - 10), 60) } as ThrottleRule,
  code: { limit: 5, windowSeconds: DAY, lockSeconds: (failures: number) => Math.min(MINUTES_15 * 2 ** (failures - 5), DAY) } as ThrottleRule,
  /** Reset requests: mails per account (past it, accepted and not mailed) and requests per address (past it, 429). */
  resetAccount: fixedLock(3, MINUTES_15),
  resetAddress: fixedLock(10, MINUTES_15),
};

/**
 * Whose sign-in: staff's, or a subscriber's in the portal (docs/portal.md). The portal's keys are its
 * own, so guesses at subscribers never hold back a staff member's address or account, nor the reverse.
 */
export type SignInRealm = 'staff' | 'portal';
const realmPrefix = (realm: SignInRealm) => (realm === 'staff' ? '' : `${realm}-`);
const accountKey = (username: string, realm: SignInRealm = 'staff') => `${realmPrefix(realm)}account:${username.toLowerCase()}`;
const pairKey = (username: string, address: string, realm: SignInRealm = 'staff') => `${realmPrefix(realm)}pair:${username.toLowerCase()}|${address}`;
const addressKey = (address: string, realm: SignInRealm = 'staff') => `${realmPrefix(realm)}address:${address}`;
const codeKey = (username: string) => `code:${username.toLowerCase()}`;
const pairPrefix = (username: string) => `pair:${username.toLowerCase()}|`;

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

/** The key's count with this attempt added (a new window when the last has run out), and its lock. */
function withAttempt(row: ThrottleRow, rule: ThrottleRule, now: number) {
  const fresh = row.windowStart + rule.windowSeconds <= now;
  const failures = fresh ? 1 : row.failures + 1;
  return { failures, windowStart: fresh ? now : row.windowStart, lockedUntil: failures >= rule.limit ? now + rule.lockSeconds(failures) : 0 };
}

/** The locked key counts one more refused attempt; answers the refusal to throw once committed. */
async function refuseOn(tx: Tx, row: ThrottleRow, now: number, message: string): Promise<ThrottleRefusal> {
  const refused = row.refused + 1;
  await tx.updateTable('login_throttle').set({ refused }).where('key', '=', row.key).execute();
  return new ThrottleRefusal(message, row.lockedUntil - now, refused);
}

/** A key charged with an attempt; `locks` names another charged key that its lock holds back instead of itself. */
type Charge = { key: string; rule: ThrottleRule; locks?: string };

/**
 * Counts an attempt against every charged key before the attempt is checked, and answers 429 with a
 * retry time while any of them, or any `alsoLocked` key, is locked. Counting first means a burst of
 * parallel guesses gets no more checks than guesses made one by one. A refused attempt counts
 * against no key; the locked key counts it as a refusal (committed, so refusals can be audited in
 * aggregate).
 */
export async function chargeKeys(db: Db, charges: Charge[], message: string, alsoLocked: string[] = []): Promise<void> {
  const now = nowSeconds();
  const refusal = await db.transaction().execute(async (tx) => {
    const rows = new Map<string, ThrottleRow>();
    for (const key of [...charges.map((c) => c.key), ...alsoLocked]) rows.set(key, await readKey(tx, key, now));
    const locked = [...rows.values()].filter((row) => row.lockedUntil > now).sort((a, b) => b.lockedUntil - a.lockedUntil)[0];
    if (locked) return refuseOn(tx, locked, now, message);
    const counted = new Map(charges.map(({ key, rule }) => [key, withAttempt(rows.get(key)!, rule, now)]));
    for (const { key, locks } of charges) {
      const count = counted.get(key)!;
      if (!locks) continue;
      const target = counted.get(locks)!;
      target.lockedUntil = Math.max(target.lockedUntil, count.lockedUntil);
      count.lockedUntil = 0;
    }
    for (const [key, count] of counted)
      await tx
        .updateTable('login_throttle')
        .set({ ...count, refused: 0 })
        .where('key', '=', key)
        .execute();
    return null;
  });
  if (refusal) throw refusal;
}

const SIGN_IN_LOCKED = 'Too many failed sign-ins.';

/**
 * Counts a sign-in attempt against the pair of account and address, the address, and the account
 * (whose slowdown holds back the pair); refused while wrong one-time codes have locked the account.
 */
export const chargeAttempt = (db: Db, username: string, address: string, realm: SignInRealm = 'staff'): Promise<void> =>
  chargeKeys(
    db,
    [
      { key: pairKey(username, address, realm), rule: THROTTLE.pair },
      { key: addressKey(address, realm), rule: THROTTLE.address },
      { key: accountKey(username, realm), rule: THROTTLE.account, locks: pairKey(username, address, realm) },
    ],
    SIGN_IN_LOCKED,
    // Checked for every attempt, the right password or not, so the lock tells a guesser nothing (the portal has no codes).
    realm === 'staff' ? [codeKey(username)] : [],
  );

/**
 * Checks the one-time code of an attempt whose password was right, one attempt at a time per
 * account: `check` answers null for a wrong code, which counts against the account from every
 * address. Refused while the account is locked.
 */
export async function checkCode<T>(db: Db, username: string, check: () => T | null): Promise<T | null> {
  const now = nowSeconds();
  const outcome = await db.transaction().execute(async (tx) => {
    const row = await readKey(tx, codeKey(username), now);
    if (row.lockedUntil > now) return { refusal: await refuseOn(tx, row, now, SIGN_IN_LOCKED) };
    const result = check();
    if (result === null)
      await tx
        .updateTable('login_throttle')
        .set(withAttempt(row, THROTTLE.code, now))
        .where('key', '=', row.key)
        .execute();
    return { result };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.result;
}

/**
 * The attempt was not a wrong guess: the address and the account get it back, and the pair too, or
 * after a successful sign-in (`succeeded`) the pair's count starts again. The account's count of
 * others' failures stays: the owner signing in does not end an attack on the account.
 */
export async function refundAttempt(db: Db, username: string, address: string, succeeded: boolean, realm: SignInRealm = 'staff'): Promise<void> {
  const refunds: Array<[string, ThrottleRule]> = [
    [addressKey(address, realm), THROTTLE.address],
    [accountKey(username, realm), THROTTLE.account],
  ];
  if (succeeded)
    await db
      .deleteFrom('login_throttle')
      .where('key', '=', pairKey(username, address, realm))
      .execute();
  else refunds.push([pairKey(username, address, realm), THROTTLE.pair]);
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

/** Every limit's row on one account: its own count, its wrong codes, and its pairs with addresses. */
const ofAccount = (username: string) => (eb: ExpressionBuilder<Database, 'login_throttle'>) =>
  eb.or([
    eb('key', 'in', [accountKey(username), codeKey(username)]),
    eb(sql<string>`substr(key, 1, ${pairPrefix(username).length})`, '=', pairPrefix(username)),
  ]);

/** An administrator's unlock, or a new password: every lock and count on the account ends. */
export async function unlockAccount(db: Db | Tx, username: string): Promise<void> {
  await db.deleteFrom('login_throttle').where(ofAccount(username)).execute();
}

/** What an administrator sees of an account under attack (docs/security.md). */
export interface SignInPressure {
  /** Failed sign-ins in the current 15 minutes, from any address. */
  failedSignIns: number;
  /** The addresses they came from, and how many of those are held back now. */
  addresses: number;
  heldAddresses: number;
  /** Wrong one-time codes after the right password, in the current day. */
  wrongCodes: number;
  /** Epoch seconds until which wrong codes have closed sign-in to everyone, or null. */
  lockedUntil: number | null;
}

export async function signInPressure(db: Db, username: string): Promise<SignInPressure> {
  const now = nowSeconds();
  const rows = await db.selectFrom('login_throttle').selectAll().where(ofAccount(username)).execute();
  const current = (row: ThrottleRow, rule: ThrottleRule) => (row.windowStart + rule.windowSeconds > now ? row.failures : 0);
  const pairs = rows.filter((row) => row.key.startsWith('pair:'));
  const code = rows.find((row) => row.key === codeKey(username));
  const account = rows.find((row) => row.key === accountKey(username));
  return {
    failedSignIns: account ? current(account, THROTTLE.account) : 0,
    addresses: pairs.filter((row) => current(row, THROTTLE.pair) > 0).length,
    heldAddresses: pairs.filter((row) => row.lockedUntil > now).length,
    wrongCodes: code ? current(code, THROTTLE.code) : 0,
    lockedUntil: code && code.lockedUntil > now ? code.lockedUntil : null,
  };
}

/** Reset requests from one address: past the limit, 429 whether or not the accounts exist. */
export const chargeResetAddress = (db: Db, address: string): Promise<void> =>
  chargeKeys(db, [{ key: `reset-address:${address}`, rule: THROTTLE.resetAddress }], 'Too many reset requests.');

/**
 * Counts a reset request for one account, never refusing it: anyone can ask for anyone's reset, so a
 * refusal would lock the owner out of theirs. Answers whether to mail: past the limit nothing new is
 * sent, since the mails already sent hold links that are still good.
 */
export async function countResetMail(db: Db, username: string): Promise<boolean> {
  const now = nowSeconds();
  return db.transaction().execute(async (tx) => {
    const row = await readKey(tx, `reset-account:${username.toLowerCase()}`, now);
    const { failures, windowStart } = withAttempt(row, THROTTLE.resetAccount, now);
    await tx.updateTable('login_throttle').set({ failures, windowStart }).where('key', '=', row.key).execute();
    return failures <= THROTTLE.resetAccount.limit;
  });
}
