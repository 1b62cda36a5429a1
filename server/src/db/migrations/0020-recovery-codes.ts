import type { Kysely } from 'kysely';

// Issue 31. An account an administrator creates, or whose second factor an administrator resets,
// has no one-time code secret: `enrol_second_factor` holds it on Settings, whatever the policy,
// until the user confirms one of their own. `recovery_codes` are the single-use codes given at
// that confirmation, stored hashed (auth/recovery-codes.ts); `used` is when one was spent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('enrol_second_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(45)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('used', 'bigint')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();
}
