import type { Tx } from '../db/schema';

/**
 * Stores a new password hash and ends every reset link the user still holds, whichever way the
 * password changed (reset link, administrator, own change): a link mailed before the change must
 * not undo it.
 */
export async function storePassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  await tx.updateTable('password_resets').set({ used: 1 }).where('user_id', '=', userId).where('used', '=', 0).execute();
}
