import type { Kysely } from 'kysely';

// Issue 11. `refused` counts attempts refused during a key's current lock, so they are audited in
// aggregate rather than one row each. `totp_pending_secret` holds a second-factor secret offered
// to a user until they type a valid code from it; only then does it replace `totp_secret`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_throttle')
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'varchar(64)').execute();
}
