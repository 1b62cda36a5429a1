import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { radiusLogins } from './0010-radius';
import { networkCredential } from './0015-network-passwords';
import { authorizeItems } from './0024-data-quotas';

/**
 * What FreeRADIUS prepares per login on SQLite, cheaper (issue 26, "Fast enough for a morning login
 * storm"; docs/radius.md). rlm_sql_sqlite prepares every statement anew, and preparing the check
 * query over radius_authorize was most of a login's CPU: 2,361 virtual machine operations, both
 * halves of radius_logins and 32 lookups of radius_clock. SQLite only; PostgreSQL keeps its plans
 * per connection (radius_authorize_login, 0018) and is unchanged.
 * - radius_logins reads the local time from one row of radius_clock joined to each half instead of a
 *   subquery per use (same rule: the latest offset since before now);
 * - radius_authorize_subscriber and radius_authorize_voucher: radius_authorize's items over one half
 *   of the same rules (radiusLogins), which the check query reads once the policy has asked which
 *   one the login is (radius_voucher_logins): 1,002 operations to prepare.
 */
/**
 * The local time read from one radius_clock row joined to each half of the rules (the latest offset
 * since before `now`, epoch seconds in the dialect's SQL): radiusLogins's clock and the quota's `local`.
 */
export function joinedClock(now: string) {
  const local = `(${now} + coalesce(k.utc_offset, 0))`;
  // 1 January 1970 was a Thursday (4).
  const clock = {
    localDay: `CAST(((${local} / 86400) + 4) % 7 AS integer)`,
    localSecond: `CAST(${local} % 86400 AS integer)`,
    join: `LEFT JOIN radius_clock k ON k.since = (SELECT max(x.since) FROM radius_clock x WHERE x.since <= ${now})`,
  };
  return { clock, local };
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const { clock, local } = joinedClock("CAST(strftime('%s', 'now') AS integer)");
  const logins = (only?: 'customers' | 'vouchers') => radiusLogins('sqlite', networkCredential, clock, { local }, only);
  await sql.raw('DROP VIEW radius_logins').execute(db);
  await sql.raw(`CREATE VIEW radius_logins AS ${logins()}`).execute(db);
  await sql.raw(`CREATE VIEW radius_authorize_subscriber AS ${authorizeItems(`(${logins('customers')})`)}`).execute(db);
  await sql.raw(`CREATE VIEW radius_authorize_voucher AS ${authorizeItems(`(${logins('vouchers')})`)}`).execute(db);
}
