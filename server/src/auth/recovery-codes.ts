import { createHash, randomInt } from 'node:crypto';
import { nowSeconds } from '../core/clock';
import type { Db, Tx } from '../db/schema';

/** How many recovery codes a confirmed enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32: no I, L, O or U, so a code read off paper is typed back unambiguously.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
// 12 symbols of 5 bits: 60 random bits, out of reach of the sign-in's few guesses and, salted with
// the user id, of a search through a stolen table's SHA-256 hashes (argon2 would cost a sign-in
// ten slow hashes; the codes are random, not chosen, so a fast hash is enough).
const LENGTH = 12;
const GROUP = 4;

/** What the user typed, as stored: upper case, without spaces or dashes, O read as 0 and I, L as 1. */
function normalised(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Whether the text can be a recovery code at all (a six-digit code cannot). */
export const isRecoveryCodeShape = (code: string): boolean => new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalised(code));

export const recoveryCodeHash = (userId: string, code: string): string =>
  createHash('sha256')
    .update(`${userId}:${normalised(code)}`)
    .digest('hex');

function newRecoveryCode(): string {
  const symbols = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return symbols
    .join('')
    .match(new RegExp(`.{${GROUP}}`, 'g'))!
    .join('-');
}

/** Gives the user a fresh set of codes, ending any earlier ones; answers them (they are not kept). */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const created = nowSeconds();
  await tx.deleteFrom('recovery_codes').where('userId', '=', userId).execute();
  await tx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ codeHash: recoveryCodeHash(userId, code), userId, created, used: null })))
    .execute();
  return codes;
}

/** The hashes of the codes the user has not spent yet. */
export async function unusedRecoveryCodes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('recovery_codes').select('codeHash').where('userId', '=', userId).where('used', 'is', null).execute();
  return new Set(rows.map((row) => row.codeHash));
}

/**
 * Spends a matched code: conditional, so of two sign-ins racing with one code exactly one gets it.
 * Answers how many unspent codes are left, or null when this one was already spent.
 */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string): Promise<number | null> {
  const { numUpdatedRows } = await db
    .updateTable('recovery_codes')
    .set({ used: nowSeconds() })
    .where('codeHash', '=', codeHash)
    .where('userId', '=', userId)
    .where('used', 'is', null)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) return null;
  return (await unusedRecoveryCodes(db, userId)).size;
}
