import { sql, type Kysely } from 'kysely';
import { countUsage, USAGE_TRIGGERS, usageCounter } from '../../../server/src/db/migrations/0024-data-quotas';
import type { DatabaseKind } from '../targets';

/**
 * `body` (an INSERT ... SELECT over `n`) for n from 0 to count - 1, in one statement: a recursive CTE
 * on SQLite, generate_series (bigint, so products of n do not overflow) on PostgreSQL.
 */
export function bulkSeries(kind: DatabaseKind, count: number, body: string): string {
  return kind === 'postgres'
    ? `${body} FROM generate_series(0::bigint, ${count - 1}::bigint) n`
    : `WITH RECURSIVE s(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM s WHERE n < ${count - 1}) ${body} FROM s`;
}

/**
 * `rows` closed sessions in radacct over the last 60 days, of logins `bench.<k>` (k below
 * `subscribers`, in scrambled order), `seconds` long, a few MB each way, through the NAS `nas` (an SQL
 * expression over `n` for its id, and the address it has); then radius_usage counted from them in one
 * statement, the counter's triggers off meanwhile (0024), as the migration counts existing accounting.
 */
export async function seedClosedSessions(
  db: Kysely<any>,
  kind: DatabaseKind,
  options: { rows: number; subscribers: number; seconds: number; now: number; nasId: string; nasAddress: string; prefix: string },
): Promise<void> {
  const { rows, subscribers, seconds, now, nasId, nasAddress, prefix } = options;
  const pg = kind === 'postgres';
  const start = `${now - 60 * 86400} + (n * 7919) % ${60 * 86400}`;
  const time = (epoch: string) => (pg ? `to_timestamp(${epoch})` : epoch);
  for (const name of USAGE_TRIGGERS[kind]) await sql.raw(`DROP TRIGGER ${name}${pg ? ' ON radacct' : ''}`).execute(db);
  // radacct's secondary indexes (fourteen on SQLite) are built after the load, by sorting: kept
  // during it, SQLite wrote 500 MB of WAL in 12 minutes, a tenth of 10,000,000 rows.
  const { rows: indexes } = pg
    ? await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'radacct' and indexdef not like 'CREATE UNIQUE%'`.execute(db)
    : await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
        where type = 'index' and tbl_name = 'radacct' and sql is not null and sql not like 'CREATE UNIQUE%'`.execute(db);
  for (const index of indexes) await sql.raw(`DROP INDEX ${index.name}`).execute(db);
  // One statement of millions of rows: a rollback journal of the few pages it changes, not a WAL of every page.
  if (!pg) await sql.raw('PRAGMA journal_mode = DELETE').execute(db);
  await sql
    .raw(
      bulkSeries(
        kind,
        rows,
        `INSERT INTO radacct (acctsessionid, acctuniqueid, username, nasipaddress, acctstarttime, acctupdatetime, acctstoptime,
          acctsessiontime, acctinputoctets, acctoutputoctets, acctterminatecause, class, nas_id)
        SELECT '${prefix}' || n, '${prefix}' || n, 'bench.' || ((n * 48271) % ${subscribers}), '${nasAddress}', ${time(start)},
          ${time(`${start} + ${seconds}`)}, ${time(`${start} + ${seconds}`)}, ${seconds}, (n * 104729) % 20000000,
          (n * 1299709) % 200000000, 'User-Request', NULL, ${nasId}`,
      ),
    )
    .execute(db);
  if (!pg) await sql.raw('PRAGMA journal_mode = WAL').execute(db);
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  await sql.raw(countUsage(kind)).execute(db);
  for (const statement of usageCounter(kind)) await sql.raw(statement).execute(db);
}
