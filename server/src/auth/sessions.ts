import type { Db, Tx } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { hashToken, newToken } from './tokens';

export async function openSession(db: Db | Tx, userId: string, absoluteSeconds: number): Promise<string> {
  const token = newToken();
  const now = nowSeconds();
  await db
    .insertInto('sessions')
    .values({ tokenHash: hashToken(token), userId, created: now, lastSeen: now, expiresAt: now + absoluteSeconds, revoked: 0 })
    .execute();
  return token;
}

export async function revokeSession(db: Db | Tx, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked: 1 }).where('tokenHash', '=', tokenHash).execute();
}

/** Ends every session of a user (suspension, password reset, deletion), optionally but one. */
export async function revokeUserSessions(db: Db | Tx, userId: string, exceptTokenHash?: string): Promise<void> {
  let query = db.updateTable('sessions').set({ revoked: 1 }).where('userId', '=', userId).where('revoked', '=', 0);
  if (exceptTokenHash) query = query.where('tokenHash', '!=', exceptTokenHash);
  await query.execute();
}
