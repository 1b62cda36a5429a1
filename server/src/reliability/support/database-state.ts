import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/schema';

/**
 * Tables a refused request may still write, on purpose: sessions, the staff's and the portal's (a
 * request moves `last_seen`, and the suites open one per call), and the sign-in throttle, whose
 * counters exist to count refused attempts.
 */
export const EXPECTED_TO_MOVE = ['sessions', 'portal_sessions', 'login_throttle'];

export type Checksums = Record<string, string>;

const tableNames = new WeakMap<Db, string[]>();

/** One SHA-256 per table over its rows in a stable order: equal checksums, equal contents. */
export async function tableChecksums(db: Db, dialect: Dialect, skip: readonly string[] = EXPECTED_TO_MOVE): Promise<Checksums> {
  let all = tableNames.get(db);
  if (!all) {
    all = (await db.introspection.getTables()).map((t) => t.name).sort();
    tableNames.set(db, all);
  }
  const tables = all.filter((name) => !skip.includes(name));
  const sums: Checksums = {};
  if (dialect === 'postgres') {
    // One round trip: PostgreSQL hashes each table's rows as text, ordered by that text.
    const selects = tables.map(
      (name) => sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.table(name)} t`,
    );
    const { rows } = await sql<{ name: string; sum: string }>`${sql.join(selects, sql` union all `)}`.execute(db);
    for (const row of rows) sums[row.name] = row.sum;
    return sums;
  }
  for (const name of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    sums[name] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return sums;
}

/** The tables whose checksums differ, for a readable failure. */
export function changedTables(before: Checksums, after: Checksums): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/**
 * Cheap evidence that nothing was written since the last call: SQLite's count of changed rows on
 * the one connection, PostgreSQL's write-ahead log position. Equal means unchanged; different
 * means "maybe" (a rolled-back write, another database on the cluster), so checksums decide.
 */
export async function writeMark(db: Db, dialect: Dialect): Promise<string> {
  const query =
    dialect === 'postgres'
      ? sql<{ mark: string }>`select pg_current_wal_insert_lsn()::text as mark`
      : sql<{ mark: string }>`select total_changes() as mark`;
  const { rows } = await query.execute(db);
  return String(rows[0].mark);
}
