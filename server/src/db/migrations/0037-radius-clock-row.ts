import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { radiusLogins } from './0010-radius';
import { networkCredential } from './0015-network-passwords';
import { authorizeItems } from './0024-data-quotas';

/**
 * The local time read once per login on SQLite (issue 26, docs/radius.md "SQLite: what FreeRADIUS
 * prepares per login"). Since 0032 each half joins one radius_clock row, but every use of the local
 * day, second or time still spelled its arithmetic out again, and every use of now its strftime():
 * SQLite compiles each copy. Here each half joins one row that computes them once, and the rules read
 * its columns: the check query prepares 872 operations instead of 1,004 (SQLite 3.40.1). The
 * row is a union with an empty second half, as the halves are, so SQLite keeps it whole instead of
 * copying its expressions back into every place that reads it. Same rules; SQLite only, PostgreSQL
 * keeps its plans per connection (0034).
 */
export function clockRow() {
  const now = "CAST(strftime('%s', 'now') AS integer)";
  const local = `(n.now + coalesce(k.utc_offset, 0))`;
  // 1 January 1970 was a Thursday (4).
  const join = `JOIN (
      SELECT n.now, ${local} AS local, CAST(${local} % 86400 AS integer) AS local_second,
        CAST(((${local} / 86400) + 4) % 7 AS integer) AS local_day
      FROM (SELECT ${now} AS now) n
      LEFT JOIN radius_clock k ON k.since = (SELECT max(x.since) FROM radius_clock x WHERE x.since <= n.now)
      UNION ALL SELECT NULL, NULL, NULL, NULL WHERE 1 = 0) t`;
  return { clock: { localDay: 't.local_day', localSecond: 't.local_second', join, now: 't.now' }, quota: { local: 't.local' } };
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const { clock, quota } = clockRow();
  const logins = (only?: 'customers' | 'vouchers') => radiusLogins('sqlite', networkCredential, clock, quota, only);
  for (const view of ['radius_logins', 'radius_authorize_subscriber', 'radius_authorize_voucher']) await sql.raw(`DROP VIEW ${view}`).execute(db);
  await sql.raw(`CREATE VIEW radius_logins AS ${logins()}`).execute(db);
  await sql.raw(`CREATE VIEW radius_authorize_subscriber AS ${authorizeItems(`(${logins('customers')})`)}`).execute(db);
  await sql.raw(`CREATE VIEW radius_authorize_voucher AS ${authorizeItems(`(${logins('vouchers')})`)}`).execute(db);
}
