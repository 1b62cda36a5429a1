import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { radiusLogins, radiusQuotaUsage, type Dialect } from './0010-radius';
import { networkCredential } from './0015-network-passwords';

/**
 * Data quotas and fair use (issue 29, docs/radius.md "Data quotas"):
 * - plans: a quota in megabytes, total or download and upload apart (0 is none), when it resets
 *   (the plan's period, daily, weekly, monthly, in RADIUS_TIME_ZONE), and what happens at it
 *   (refuse, or the fair-use profile until the reset);
 * - radius_usage: bytes per login per local day, kept by a trigger on radacct from each accounting
 *   packet's growth, so a login's check reads a few counter rows instead of summing radacct;
 * - radius_logins answers what the quota leaves, refuses or switches the profile at it, and
 *   radius_authorize hands what is left to the Access-Accept (policy console_quota_reply);
 * - radius_quota_usage: per login with a quota, what its period counted, for the console's screens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const dialect: Dialect = postgres ? 'postgres' : 'sqlite';
  await db.schema
    .alterTable('plans')
    .addColumn('quota_total_mb', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('quota_download_mb', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('quota_upload_mb', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('quota_reset', 'varchar(10)', (c) => c.notNull().defaultTo('period'))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('quota_action', 'varchar(10)', (c) => c.notNull().defaultTo('refuse'))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('fair_use_profile_id', 'varchar(45)', (c) => c.references('service_profiles.id'))
    .execute();

  await db.schema
    .createTable('radius_usage')
    .addColumn('username', postgres ? 'text' : 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('input_octets', 'bigint', (c) => c.notNull())
    .addColumn('output_octets', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('radius_usage_pk', ['username', 'day'])
    .execute();

  const local = localNow(dialect);
  for (const statement of usageCounter(dialect)) await sql.raw(statement).execute(db);
  await sql.raw(countUsage(dialect)).execute(db);

  const logins = radiusLogins(
    dialect,
    networkCredential,
    { localDay: `CAST(((${local} / 86400) + 4) % 7 AS integer)`, localSecond: `CAST(${local} % 86400 AS integer)` },
    { local },
  );
  if (postgres) await sql.raw(`CREATE OR REPLACE VIEW radius_logins AS ${logins}`).execute(db);
  else {
    await sql.raw('DROP VIEW radius_logins').execute(db);
    await sql.raw(`CREATE VIEW radius_logins AS ${logins}`).execute(db);
  }
  // The quota notices' sweep reads sessions stopped in the last minutes (SQLite's schema has this index).
  if (postgres) await sql`CREATE INDEX radacct_stoptime_idx ON radacct (AcctStopTime)`.execute(db);
  await sql.raw(`CREATE VIEW radius_quota_usage AS ${radiusQuotaUsage(dialect, local)}`).execute(db);
  if (postgres) await sql.raw(`CREATE OR REPLACE VIEW radius_authorize AS ${radiusAuthorize}`).execute(db);
  else {
    await sql.raw('DROP VIEW radius_authorize').execute(db);
    await sql.raw(`CREATE VIEW radius_authorize AS ${radiusAuthorize}`).execute(db);
  }
}

/** Now on the wall clock of RADIUS_TIME_ZONE (radius_clock, 0017), in epoch seconds. */
function localNow(dialect: Dialect): string {
  const now = dialect === 'postgres' ? 'CAST(floor(extract(epoch FROM now())) AS bigint)' : "CAST(strftime('%s', 'now') AS integer)";
  return `(${now} + coalesce((SELECT k.utc_offset FROM radius_clock k WHERE k.since <= ${now} ORDER BY k.since DESC LIMIT 1), 0))`;
}

/**
 * What the accounting already holds, into radius_usage: each session's bytes on the local day of
 * its last packet (the migration; the bench after seeding radacct with the counter's triggers off).
 */
export function countUsage(dialect: Dialect): string {
  const lastPacket =
    dialect === 'postgres'
      ? 'CAST(floor(extract(epoch FROM coalesce(r.acctupdatetime, r.acctstarttime))) AS bigint)'
      : 'coalesce(r.acctupdatetime, r.acctstarttime)';
  const offset = `coalesce((SELECT k.utc_offset FROM radius_clock k WHERE k.since <= ${lastPacket} ORDER BY k.since DESC LIMIT 1), 0)`;
  return `INSERT INTO radius_usage (username, day, input_octets, output_octets)
    SELECT username, day, sum(input_octets), sum(output_octets) FROM (
      SELECT r.username, CAST((${lastPacket} + ${offset}) / 86400 AS integer) AS day,
        coalesce(r.acctinputoctets, 0) AS input_octets, coalesce(r.acctoutputoctets, 0) AS output_octets
      FROM radacct r WHERE r.username IS NOT NULL AND coalesce(r.acctupdatetime, r.acctstarttime) IS NOT NULL) t
    GROUP BY username, day`;
}

/** The counter's triggers on radacct, to drop and create again (the bench: seeding, and its run without them). */
export const USAGE_TRIGGERS = { sqlite: ['radacct_usage_insert', 'radacct_usage_update'], postgres: ['radacct_usage_count'] } as const;

/**
 * The counter: on every radacct insert (a Start, or an update or Stop for a session never started)
 * its bytes, and on every update the growth of its bytes (an Interim-Update or Stop carries the
 * session's running total), added to the login's row for today in RADIUS_TIME_ZONE. A counter that
 * goes down (a NAS that restarted its count) adds nothing. On PostgreSQL a SECURITY DEFINER function,
 * so FreeRADIUS's role needs no grant on radius_usage.
 */
export function usageCounter(dialect: Dialect): string[] {
  const today = `CAST(${localNow(dialect)} / 86400 AS integer)`;
  const add = (row: string, input: string, output: string) => `INSERT INTO radius_usage (username, day, input_octets, output_octets)
		VALUES (${row}.username, ${today}, ${input}, ${output})
		ON CONFLICT (username, day) DO UPDATE SET
			input_octets = radius_usage.input_octets + excluded.input_octets,
			output_octets = radius_usage.output_octets + excluded.output_octets`;
  if (dialect === 'sqlite') {
    const growth = (column: string) => `max(coalesce(new.${column}, 0) - coalesce(old.${column}, 0), 0)`;
    return [
      `CREATE TRIGGER radacct_usage_insert AFTER INSERT ON radacct
	WHEN coalesce(new.acctinputoctets, 0) + coalesce(new.acctoutputoctets, 0) > 0 BEGIN
		${add('new', 'coalesce(new.acctinputoctets, 0)', 'coalesce(new.acctoutputoctets, 0)')};
END`,
      `CREATE TRIGGER radacct_usage_update AFTER UPDATE OF acctinputoctets, acctoutputoctets ON radacct
	WHEN ${growth('acctinputoctets')} + ${growth('acctoutputoctets')} > 0 BEGIN
		${add('new', growth('acctinputoctets'), growth('acctoutputoctets'))};
END`,
    ];
  }
  const growth = (column: string) =>
    `CASE WHEN TG_OP = 'INSERT' THEN coalesce(new.${column}, 0) ELSE greatest(coalesce(new.${column}, 0) - coalesce(old.${column}, 0), 0) END`;
  return [
    `CREATE OR REPLACE FUNCTION radius_usage_count() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
	input bigint := ${growth('acctinputoctets')};
	output bigint := ${growth('acctoutputoctets')};
BEGIN
	IF new.username IS NOT NULL AND input + output > 0 THEN
		${add('new', 'input', 'output')};
	END IF;
	RETURN NULL;
END $$`,
    `CREATE TRIGGER radacct_usage_count AFTER INSERT OR UPDATE OF acctinputoctets, acctoutputoctets ON radacct
	FOR EACH ROW EXECUTE FUNCTION radius_usage_count()`,
  ];
}

const text = (value: string) => `CAST(${value} AS text)`;
// Items 1 to 4 of a login as in 0018; 6 and 7 what its quota leaves, split as RADIUS carries 64-bit
// counts: the low 32 bits (Tmp-Integer-1) and the gigawords (Tmp-Integer-2), which the policy
// console_quota_reply writes as the NAS's limit. Only while bytes are left: at the quota the login
// is refused or on the fair-use profile, which has no limit.
const items = 'SELECT 1 AS item UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 6 UNION ALL SELECT 7';
const radiusAuthorize = authorizeItems('radius_logins');

/** radius_authorize's check items, over `logins` (radius_logins or, since 0032, one half of it). */
export function authorizeItems(logins: string): string {
  return `
    SELECT i.item AS id, l.username,
      CASE i.item WHEN 1 THEN CASE WHEN l.refusal IS NULL THEN l.password_attribute ELSE 'Auth-Type' END
        WHEN 2 THEN 'Tmp-String-0' WHEN 3 THEN 'Tmp-String-1' WHEN 4 THEN 'Session-Timeout'
        WHEN 6 THEN 'Tmp-Integer-1' ELSE 'Tmp-Integer-2' END AS attribute,
      ':=' AS op,
      CASE i.item WHEN 1 THEN CASE WHEN l.refusal IS NULL THEN l.password_value ELSE 'Reject' END
        WHEN 2 THEN l.refusal
        WHEN 3 THEN ${text('l.profile_id')}
        WHEN 4 THEN ${text('l.session_timeout')}
        WHEN 6 THEN ${text('l.quota_left % 4294967296')}
        ELSE ${text('l.quota_left / 4294967296')} END AS value
    FROM ${logins} l JOIN (${items}) i
      ON i.item = 1 OR (i.item = 2 AND l.refusal IS NOT NULL) OR (i.item = 3 AND l.refusal IS NULL)
        OR (i.item = 4 AND l.refusal IS NULL AND l.session_timeout IS NOT NULL)
        OR (i.item >= 6 AND l.refusal IS NULL AND l.quota_left > 0)
    UNION ALL
    SELECT 5 AS id, username, 'Simultaneous-Use' AS attribute, ':=' AS op, ${text('sessions')} AS value FROM radius_simultaneous_use`;
}
