import type { Kysely } from 'kysely';

/**
 * Usage per day (issue 29, docs/internet.md "Usage"): a NAS's usage over 30 days reads the sessions
 * that overlap them, i.e. those of the NAS stopped since the first day or still open. This index
 * answers both halves (`nas_id = ? and acctstoptime >= ?`, `nas_id = ? and acctstoptime is null`),
 * so the report reads a month of one NAS, never the whole of radacct. A subscriber's usage reads
 * radacct by user name, which FreeRADIUS's schema (SQLite) and 0010 (PostgreSQL) index already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('radacct_nas_stop_idx').on('radacct').columns(['nas_id', 'acctstoptime']).execute();
}
