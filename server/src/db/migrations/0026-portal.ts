import type { Kysely } from 'kysely';

/**
 * The subscriber's self-service portal (issue 30, docs/portal.md). `portal_sessions` is the portal's
 * own session realm: a token opens portal calls only, never a staff call (staff sessions live in
 * `sessions`, tied to users). `customers.notices_opted_out` is 1 when the subscriber asked for no
 * notices (the notices read it before sending); 0 by default. Integer as the other flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portal_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(45)', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('portal_sessions_customer').on('portal_sessions').column('customer_id').execute();
  await db.schema
    .alterTable('customers')
    .addColumn('notices_opted_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
