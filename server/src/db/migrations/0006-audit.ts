import type { Kysely } from 'kysely';

// The audit trail: one row per create, update and delete, and per sign-in, failed sign-in and
// sign-out. No foreign keys: a line must outlive the user and the record it names.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(45)')
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('changes', 'text')
    .addColumn('detail', 'varchar(200)')
    .addColumn('address', 'varchar(64)')
    .execute();
  // The screen lists newest first; ids are UUIDv7, so (at, id) is the order of writing.
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
}
