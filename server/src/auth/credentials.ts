import { USER_ENTITY, auditChange, type Actor } from '../audit/audit';
import type { Tx } from '../db/schema';
import { unlockAccount } from './login-throttle';
import { revokeUserSessions } from './sessions';

/**
 * Stores a new password hash, whichever way the password changed (reset link, administrator, own
 * change): ends every reset link the user still holds, so that a link mailed before the change
 * cannot undo it, every session but `keepSession` and every sign-in lock on the account, and
 * audits that the password changed.
 */
export async function storePassword(tx: Tx, actor: Actor, userId: string, passwordHash: string, keepSession?: string): Promise<void> {
  const { username } = await tx.updateTable('users').set({ passwordHash }).where('id', '=', userId).returning('username').executeTakeFirstOrThrow();
  // Wrong one-time codes locked the account because someone held the old password; it no longer works.
  await unlockAccount(tx, username);
  await tx.updateTable('password_resets').set({ used: 1 }).where('userId', '=', userId).where('used', '=', 0).execute();
  await revokeUserSessions(tx, userId, keepSession);
  await auditChange(tx, actor, USER_ENTITY, userId, {}, {}, ['password']);
}
