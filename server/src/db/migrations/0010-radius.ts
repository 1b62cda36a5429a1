import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The tables FreeRADIUS 3.2's rlm_sql reads and writes (docs/radius.md):
 * - radacct, radpostauth, nasreload: FreeRADIUS writes them, so they are tables with the schema of
 *   raddb/mods-config/sql/main/{sqlite,postgresql}/schema.sql (release_3_2_1, Debian 12's FreeRADIUS),
 *   column for column, plus a per-login index on radacct for PostgreSQL (its schema has none);
 * - radcheck, radreply, radusergroup, radgroupcheck, radgroupreply: views over the console's own
 *   tables, so a console write (suspend, sell, revoke) is what FreeRADIUS reads in the same
 *   transaction, with nothing to keep in step (radiusViews below);
 * - nas: the console's table since 0002 (string ids, see docs/radius.md), with a CoA port added.
 * A voucher is activated by its first Access-Accept: a trigger on radpostauth stamps it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const tables = postgres ? postgresTables : sqliteTables;
  for (const statement of [...tables, ...radiusViews(postgres ? 'postgres' : 'sqlite')]) {
    await sql.raw(statement).execute(db);
  }
  // Where the NAS listens for Disconnect and CoA (RFC 5176): its own column, not `ports`.
  await sql`ALTER TABLE nas ADD COLUMN coa_port integer NOT NULL DEFAULT 3799`.execute(db);
}

const sqliteTables = [
  `CREATE TABLE radacct (
	radacctid INTEGER PRIMARY KEY AUTOINCREMENT,
	acctsessionid varchar(64) NOT NULL default '',
	acctuniqueid varchar(32) NOT NULL default '',
	username varchar(64) NOT NULL default '',
	realm varchar(64) default '',
	nasipaddress varchar(15) NOT NULL default '',
	nasportid varchar(32) default NULL,
	nasporttype varchar(32) default NULL,
	acctstarttime datetime NULL default NULL,
	acctupdatetime datetime NULL default NULL,
	acctstoptime datetime NULL default NULL,
	acctinterval int(12) default NULL,
	acctsessiontime int(12) default NULL,
	acctauthentic varchar(32) default NULL,
	connectinfo_start varchar(128) default NULL,
	connectinfo_stop varchar(128) default NULL,
	acctinputoctets bigint(20) default NULL,
	acctoutputoctets bigint(20) default NULL,
	calledstationid varchar(50) NOT NULL default '',
	callingstationid varchar(50) NOT NULL default '',
	acctterminatecause varchar(32) NOT NULL default '',
	servicetype varchar(32) default NULL,
	framedprotocol varchar(32) default NULL,
	framedipaddress varchar(15) NOT NULL default '',
	framedipv6address varchar(45) NOT NULL default '',
	framedipv6prefix varchar(45) NOT NULL default '',
	framedinterfaceid varchar(44) NOT NULL default '',
	delegatedipv6prefix varchar(45) NOT NULL default '',
	class varchar(64) default NULL
)`,
  'CREATE UNIQUE INDEX acctuniqueid ON radacct(acctuniqueid)',
  'CREATE INDEX username ON radacct(username)',
  'CREATE INDEX framedipaddress ON radacct (framedipaddress)',
  'CREATE INDEX framedipv6address ON radacct (framedipv6address)',
  'CREATE INDEX framedipv6prefix ON radacct (framedipv6prefix)',
  'CREATE INDEX framedinterfaceid ON radacct (framedinterfaceid)',
  'CREATE INDEX delegatedipv6prefix ON radacct (delegatedipv6prefix)',
  'CREATE INDEX acctsessionid ON radacct(acctsessionid)',
  'CREATE INDEX acctsessiontime ON radacct(acctsessiontime)',
  'CREATE INDEX acctstarttime ON radacct(acctstarttime)',
  'CREATE INDEX acctinterval ON radacct(acctinterval)',
  'CREATE INDEX acctstoptime ON radacct(acctstoptime)',
  'CREATE INDEX nasipaddress ON radacct(nasipaddress)',
  'CREATE INDEX class ON radacct(class)',
  `CREATE TABLE radpostauth (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	username varchar(64) NOT NULL default '',
	pass varchar(64) NOT NULL default '',
	reply varchar(32) NOT NULL default '',
	authdate timestamp NOT NULL,
	class varchar(64) default NULL
)`,
  'CREATE INDEX radpostauth_username ON radpostauth(username)',
  'CREATE INDEX radpostauth_class ON radpostauth(class)',
  `CREATE TABLE nasreload (
	nasipaddress varchar(15) PRIMARY KEY,
	reloadtime datetime NOT NULL
)`,
  sqliteVoucherActivation('AFTER INSERT ON radpostauth'),
];

/**
 * SQLite: a voucher's activation by the Access-Accept of its PIN, a trigger `on` an insert (here after
 * one into radpostauth; since 0036 instead of one into radpostauth_voucher): its validity starts now.
 */
export function sqliteVoucherActivation(on: string): string {
  return `CREATE TRIGGER radpostauth_voucher_activation ${on} WHEN new.reply = 'Access-Accept' BEGIN
	UPDATE vouchers SET
		activated_at = CAST(strftime('%s', 'now') AS integer),
		expires_at = CAST(strftime('%s', 'now') AS integer)
			+ 86400 * (SELECT b.validity FROM voucher_batches b WHERE b.id = vouchers.batch_id),
		updated = CAST(strftime('%s', 'now') AS integer)
	WHERE lower(pin) = new.username AND activated_at IS NULL;
END`;
}

/**
 * A voucher's activation by the Access-Accept of its PIN (trigger on radpostauth, PostgreSQL): its
 * validity starts now. 0034 asks first whether the login is an unused voucher's PIN.
 */
export const ACTIVATE_VOUCHER = `UPDATE vouchers v SET
		activated_at = floor(extract(epoch FROM now()))::bigint,
		expires_at = floor(extract(epoch FROM now()))::bigint + 86400 * b.validity,
		updated = floor(extract(epoch FROM now()))::bigint
	FROM voucher_batches b
	WHERE b.id = v.batch_id AND lower(v.pin) = new.username AND v.activated_at IS NULL;`;

const postgresTables = [
  `CREATE TABLE radacct (
	RadAcctId		bigserial PRIMARY KEY,
	AcctSessionId		text NOT NULL,
	AcctUniqueId		text NOT NULL UNIQUE,
	UserName		text,
	Realm			text,
	NASIPAddress		inet NOT NULL,
	NASPortId		text,
	NASPortType		text,
	AcctStartTime		timestamp with time zone,
	AcctUpdateTime		timestamp with time zone,
	AcctStopTime		timestamp with time zone,
	AcctInterval		bigint,
	AcctSessionTime		bigint,
	AcctAuthentic		text,
	ConnectInfo_start	text,
	ConnectInfo_stop	text,
	AcctInputOctets		bigint,
	AcctOutputOctets	bigint,
	CalledStationId		text,
	CallingStationId	text,
	AcctTerminateCause	text,
	ServiceType		text,
	FramedProtocol		text,
	FramedIPAddress		inet,
	FramedIPv6Address	inet,
	FramedIPv6Prefix	inet,
	FramedInterfaceId	text,
	DelegatedIPv6Prefix	inet,
	Class			text
)`,
  'CREATE INDEX radacct_active_session_idx ON radacct (AcctUniqueId) WHERE AcctStopTime IS NULL',
  'CREATE INDEX radacct_bulk_close ON radacct (NASIPAddress, AcctStartTime) WHERE AcctStopTime IS NULL',
  'CREATE INDEX radacct_start_user_idx ON radacct (AcctStartTime, UserName)',
  'CREATE INDEX radacct_calss_idx ON radacct (Class)',
  // Not in FreeRADIUS's schema: uptime used and simultaneous sessions are counted per login.
  'CREATE INDEX radacct_username_idx ON radacct (UserName, AcctStartTime)',
  `CREATE TABLE radpostauth (
	id			bigserial PRIMARY KEY,
	username		text NOT NULL,
	pass			text,
	reply			text,
	CalledStationId		text,
	CallingStationId	text,
	authdate		timestamp with time zone NOT NULL default now(),
	Class			text
)`,
  'CREATE INDEX radpostauth_username_idx ON radpostauth (username)',
  'CREATE INDEX radpostauth_class_idx ON radpostauth (Class)',
  `CREATE TABLE nasreload (
	NASIPAddress		inet PRIMARY KEY,
	ReloadTime		timestamp with time zone NOT NULL
)`,
  // SECURITY DEFINER: FreeRADIUS's own role may only insert into radpostauth, not write vouchers.
  `CREATE FUNCTION radius_voucher_activation() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
	${ACTIVATE_VOUCHER}
	RETURN NULL;
END $$`,
  `CREATE TRIGGER radpostauth_voucher_activation AFTER INSERT ON radpostauth
	FOR EACH ROW WHEN (new.reply = 'Access-Accept') EXECUTE FUNCTION radius_voucher_activation()`,
];

export type Dialect = 'sqlite' | 'postgres';

/**
 * What each dialect spells differently. Local time is the reader's: PostgreSQL's session time zone
 * (set on FreeRADIUS's role) and, on SQLite, the FreeRADIUS process's TZ (docs/radius.md).
 */
function dialectTerms(dialect: Dialect) {
  return dialect === 'postgres'
    ? {
        now: 'CAST(floor(extract(epoch FROM now())) AS bigint)',
        localDay: 'CAST(extract(dow FROM localtimestamp) AS integer)',
        localSecond: 'CAST(floor(extract(epoch FROM localtime)) AS integer)',
        // least() skips NULLs: no limit is no bound.
        smallest: (values: string[]) => `least(${values.join(', ')})`,
        since: (epoch: string) => `to_timestamp(${epoch})`,
        text: (value: string) => `CAST(${value} AS text)`,
        // The same type in both halves of the union, or PostgreSQL will not push a login's filter into them.
        login: (value: string) => `CAST(${value} AS text)`,
      }
    : {
        now: "CAST(strftime('%s', 'now') AS integer)",
        localDay: "CAST(strftime('%w', 'now', 'localtime') AS integer)",
        localSecond: "(CAST(strftime('%s', 'now', 'localtime') AS integer) % 86400)",
        // SQLite's min() is NULL when any argument is: NULL (no limit) stands in as a bound of ~68 years.
        smallest: (values: string[]) => `nullif(min(${values.map((v) => `coalesce(${v}, 2147483647)`).join(', ')}), 2147483647)`,
        since: (epoch: string) => epoch,
        text: (value: string) => `CAST(${value} AS text)`,
        login: (value: string) => value,
      };
}

/**
 * The views FreeRADIUS reads, each answering one login (or one profile) through indexes:
 * customers.username_key, vouchers' lower(pin), subscriptions (customer_id, start_at),
 * plan_constraints.plan_id, radacct by username, service_profiles' primary key.
 */
function radiusViews(dialect: Dialect): string[] {
  return [
    // Vouchers are found by the lower-cased User-Name, like customers' username_key.
    'CREATE INDEX vouchers_pin_lower ON vouchers (lower(pin))',
    `CREATE VIEW radius_logins AS ${radiusLogins(dialect, { attribute: "'SSHA2-512-Password'", value: 'c.password_ssha512' })}`,
    ...loginViews(dialect),
  ];
}

/**
 * The rules, once: per login its password check item, why it is refused (or NULL), the profile that
 * applies now and the Session-Timeout. `credential` is the subscriber's check item as SQL over
 * `customers c` (0015 changed it); the vouchers' is their PIN in clear. `clock` spells the local day
 * of the week and second of the day (0017 reads them from radius_clock instead of the reader's zone);
 * `clock.join`, when given, is joined to each half first, so those terms can read its row (0032).
 * `only` keeps one half, for the view FreeRADIUS reads when it knows which the login is (0032).
 */
export function radiusLogins(
  dialect: Dialect,
  credential: { attribute: string; value: string },
  clock: { localDay: string; localSecond: string; join?: string; now?: string } = dialectTerms(dialect),
  quota?: { local: string },
  only?: 'customers' | 'vouchers',
): string {
  const { smallest, since, text, login } = dialectTerms(dialect);
  // A clock joined as a row (0037) also names the time it read once.
  const now = clock.now ?? dialectTerms(dialect).now;
  // Since 0024 each half also answers the bytes its plan's data quota leaves (quota_left, NULL for none),
  // what happens at the quota and the fair-use profile; the outer select refuses or changes the profile.
  const quotaOf = (usageLogin: string, plan: string, periodStart: string) =>
    quota
      ? `, ${quotaLeft(dialect, quota.local, usageLogin, plan, periodStart, now)} AS quota_left, ${plan}.quota_action, ${plan}.fair_use_profile_id`
      : '';
  const { localDay, localSecond } = clock;
  const clockJoin = clock.join ? `\n    ${clock.join}` : '';
  const hasDay = (day: string) => `(',' || w.days || ',') LIKE ('%,' || ${text(day)} || ',%')`;
  // A window whose end is before its start crosses midnight: it began today or yesterday.
  const windowMatches = `(
    (w.start_second < w.end_second AND ${hasDay(localDay)} AND ${localSecond} >= w.start_second AND ${localSecond} < w.end_second)
    OR (w.start_second > w.end_second AND ${hasDay(localDay)} AND ${localSecond} >= w.start_second)
    OR (w.start_second > w.end_second AND ${hasDay(`((${localDay} + 6) % 7)`)} AND ${localSecond} < w.end_second))`;
  const currentWindow = (plan: string) =>
    `(SELECT w.id FROM plan_constraints w WHERE w.plan_id = ${plan} AND ${windowMatches} ORDER BY w.start_second, w.id LIMIT 1)`;
  const windowLeft = `CASE WHEN cw.id IS NULL THEN NULL
      WHEN ${localSecond} < cw.end_second THEN cw.end_second - ${localSecond}
      ELSE 86400 - ${localSecond} + cw.end_second END`;

  const customers = `
    SELECT ${login('c.username_key')} AS username,
      ${credential.attribute} AS password_attribute,
      ${credential.value} AS password_value,
      CASE WHEN c.status <> 1 THEN 'suspended' END AS refusal,
      coalesce(cw.profile_id, p.profile_id, (
        SELECT ep.expired_profile_id FROM subscriptions es JOIN plans ep ON ep.id = es.plan_id
        WHERE es.customer_id = c.id AND es.cancelled_at IS NULL AND es.end_at <= ${now}
        ORDER BY es.end_at DESC LIMIT 1)) AS profile_id,
      CASE WHEN s.id IS NULL THEN NULL ELSE ${smallest([`s.end_at - ${now}`, windowLeft])} END AS session_timeout
      ${quotaOf('c.username_key', 'p', 's.start_at')}
    FROM customers c${clockJoin}
    LEFT JOIN subscriptions s ON s.id = ${currentSubscription(now)}
    LEFT JOIN plans p ON p.id = s.plan_id
    LEFT JOIN plan_constraints cw ON cw.id = ${currentWindow('s.plan_id')}`;

  const uptimeLeft = `CASE WHEN b.uptime <= 0 THEN NULL ELSE b.uptime * 60 - coalesce((
      SELECT sum(r.acctsessiontime) FROM radacct r
      WHERE r.username = lower(v.pin) AND v.activated_at IS NOT NULL AND r.acctstarttime >= ${since('v.activated_at')}), 0) END`;
  const vouchers = `
    SELECT lower(v.pin) AS username,
      'Cleartext-Password' AS password_attribute,
      v.pin AS password_value,
      CASE WHEN v.revoked_at IS NOT NULL THEN 'revoked'
        WHEN v.used_up_at IS NOT NULL OR ${uptimeLeft} <= 0 THEN 'used up'
        WHEN v.expires_at IS NOT NULL AND v.expires_at <= ${now} THEN 'expired' END AS refusal,
      coalesce(cw.profile_id, p.profile_id) AS profile_id,
      ${smallest([`coalesce(v.expires_at - ${now}, 86400 * b.validity)`, uptimeLeft, windowLeft])} AS session_timeout
      ${quotaOf('lower(v.pin)', 'p', `coalesce(v.activated_at, ${now})`)}
    FROM vouchers v${clockJoin}
    JOIN voucher_batches b ON b.id = v.batch_id
    JOIN plans p ON p.id = b.plan_id
    LEFT JOIN plan_constraints cw ON cw.id = ${currentWindow('b.plan_id')}`;

  // One half stays a union, with a second half that has no rows: SQLite flattens a plain subquery into
  // the view that joins it (radius_authorize's items), copying the refusal's expression and its
  // subqueries into every item that reads it (5,666 operations to prepare instead of 1,002); a union
  // it keeps whole and still hands the login's filter to.
  const none = `SELECT NULL${', NULL'.repeat(quota ? 8 : 5)} WHERE 1 = 0`;
  const halves = only ? `${only === 'customers' ? customers : vouchers}\n    UNION ALL ${none}` : `${customers}\n    UNION ALL ${vouchers}`;
  if (!quota) {
    return `
    SELECT username, password_attribute, password_value,
      coalesce(refusal, CASE WHEN profile_id IS NULL THEN 'no current plan' END) AS refusal,
      profile_id, session_timeout
    FROM (${halves}) logins`;
  }
  // At the quota: refused (QUOTA_REFUSAL, which the policy also says in Reply-Message), or the plan's
  // fair-use profile until the reset. quota_left last: PostgreSQL's CREATE OR REPLACE VIEW only appends.
  const reached = 'quota_left IS NOT NULL AND quota_left <= 0';
  return `
    SELECT username, password_attribute, password_value,
      coalesce(refusal, CASE WHEN profile_id IS NULL THEN 'no current plan' END,
        CASE WHEN ${reached} AND (quota_action <> 'fair-use' OR fair_use_profile_id IS NULL) THEN '${QUOTA_REFUSAL}' END) AS refusal,
      CASE WHEN ${reached} AND quota_action = 'fair-use' AND fair_use_profile_id IS NOT NULL THEN fair_use_profile_id ELSE profile_id END AS profile_id,
      session_timeout,
      CASE WHEN ${reached} THEN 0 ELSE quota_left END AS quota_left
    FROM (${halves}) logins`;
}

/** The subscription of customer `c` in force now (`now` in epoch seconds): its id. */
const currentSubscription = (now: string) => `(
      SELECT a.id FROM subscriptions a
      WHERE a.customer_id = c.id AND a.cancelled_at IS NULL AND a.start_at <= ${now} AND a.end_at > ${now}
      ORDER BY a.start_at DESC LIMIT 1)`;

/**
 * Per login whose plan in force has a data quota: the quota and the bytes counted in its period
 * (download is the NAS's output, upload its input), for the console's screens and the quota notices
 * (docs/radius.md "Data quotas"). Same period rules as quotaLeft; not joined to radius_logins, which
 * PostgreSQL would then compute for every login before filtering.
 */
export function radiusQuotaUsage(dialect: Dialect, local: string): string {
  const { now, login } = dialectTerms(dialect);
  const used = (usageLogin: string, periodStart: string, column: string) =>
    `(SELECT coalesce(sum(u.${column}), 0) FROM radius_usage u WHERE ${usageSince(dialect, local, usageLogin, 'p', periodStart)})`;
  const half = (usageLogin: string, periodStart: string) => `${usageLogin} AS username, p.quota_total_mb, p.quota_download_mb, p.quota_upload_mb,
      p.quota_reset, p.quota_action, ${used(usageLogin, periodStart, 'output_octets')} AS download_octets,
      ${used(usageLogin, periodStart, 'input_octets')} AS upload_octets, p.name AS plan_name,
      ${quotaPeriodDay(dialect, local, 'p', periodStart)} AS period_day`;
  const hasQuota = 'p.quota_total_mb + p.quota_download_mb + p.quota_upload_mb > 0';
  return `
    SELECT ${half(login('c.username_key'), 's.start_at')}
    FROM customers c JOIN subscriptions s ON s.id = ${currentSubscription(now)} JOIN plans p ON p.id = s.plan_id
    WHERE ${hasQuota}
    UNION ALL
    SELECT ${half('lower(v.pin)', `coalesce(v.activated_at, ${now})`)}
    FROM vouchers v JOIN voucher_batches b ON b.id = v.batch_id JOIN plans p ON p.id = b.plan_id
    WHERE ${hasQuota}`;
}

/** Why radius_logins refuses a login over its data quota (radpostauth.class, Reply-Message). */
export const QUOTA_REFUSAL = 'data quota used up';

/** Bytes in a quota's megabyte (the plan form's unit). */
export const QUOTA_MEGABYTE = 1048576;

/**
 * The bytes `plan`'s data quota leaves `usageLogin` now (the smallest of total, download and upload
 * left; negative when over), or NULL when the plan has none. Counted from radius_usage, the per-login
 * per-local-day counter the accounting trigger keeps (0024), from the first day of the quota's period:
 * today (daily), Monday (weekly), the 1st (monthly) or the day the subscription started or the voucher
 * was activated (period), never before that day. `local` is now in RADIUS_TIME_ZONE, in epoch seconds.
 */
function quotaLeft(dialect: Dialect, local: string, usageLogin: string, plan: string, periodStart: string, now: string): string {
  const postgres = dialect === 'postgres';
  const mb = (column: string, used: string) =>
    // PostgreSQL's sum of bigint is numeric: cast back, so what is left divides into whole gigawords.
    `CASE WHEN ${plan}.${column} > 0 THEN ${plan}.${column} * ${QUOTA_MEGABYTE} - CAST(coalesce(sum(${used}), 0) AS bigint) END`;
  const lefts = [
    mb('quota_total_mb', 'u.input_octets + u.output_octets'),
    mb('quota_download_mb', 'u.output_octets'),
    mb('quota_upload_mb', 'u.input_octets'),
  ];
  // PostgreSQL's least() skips NULLs; SQLite's min() is NULL when any is, so NULL stands in as the largest integer.
  const smallest = postgres
    ? `least(${lefts.join(', ')})`
    : `nullif(min(${lefts.map((left) => `coalesce(${left}, 9223372036854775807)`).join(', ')}), 9223372036854775807)`;
  return `CASE WHEN ${plan}.quota_total_mb + ${plan}.quota_download_mb + ${plan}.quota_upload_mb > 0 THEN (
      SELECT ${smallest} FROM radius_usage u WHERE ${usageSince(dialect, local, usageLogin, plan, periodStart, now)}) END`;
}

/** radius_usage rows `u` of `usageLogin` in the current period of `plan`'s quota. */
function usageSince(dialect: Dialect, local: string, usageLogin: string, plan: string, periodStart: string, now?: string): string {
  return `u.username = ${usageLogin} AND u.day >= ${quotaPeriodDay(dialect, local, plan, periodStart, now)}`;
}

/** The first local day (days since 1970) of the current period of `plan`'s quota. */
function quotaPeriodDay(dialect: Dialect, local: string, plan: string, periodStart: string, now = dialectTerms(dialect).now): string {
  const postgres = dialect === 'postgres';
  const today = `CAST(${local} / 86400 AS integer)`;
  // Day 0 (1 January 1970) was a Thursday: (day + 3) % 7 is the days since Monday.
  const monday = `(${today} - ((${today} + 3) % 7))`;
  const firstOfMonth = postgres
    ? `CAST(CAST(extract(epoch FROM date_trunc('month', to_timestamp(${local}) AT TIME ZONE 'UTC')) AS bigint) / 86400 AS integer)`
    : `CAST(CAST(strftime('%s', ${local}, 'unixepoch', 'start of month') AS integer) / 86400 AS integer)`;
  // The period's first local day, at today's offset from UTC.
  const startDay = `CAST((${periodStart} + ${local} - ${now}) / 86400 AS integer)`;
  const resetDay = `CASE ${plan}.quota_reset WHEN 'daily' THEN ${today} WHEN 'weekly' THEN ${monday} WHEN 'monthly' THEN ${firstOfMonth} ELSE ${startDay} END`;
  return `${postgres ? 'greatest' : 'max'}(${resetDay}, ${startDay})`;
}

/** The views FreeRADIUS reads, over radius_logins. */
function loginViews(dialect: Dialect): string[] {
  const { text } = dialectTerms(dialect);
  return [
    `CREATE VIEW radcheck AS
    SELECT 1 AS id, username,
      CASE WHEN refusal IS NULL THEN password_attribute ELSE 'Auth-Type' END AS attribute,
      ':=' AS op,
      CASE WHEN refusal IS NULL THEN password_value ELSE 'Reject' END AS value
    FROM radius_logins`,
    `CREATE VIEW radreply AS
    SELECT 1 AS id, username, 'Session-Timeout' AS attribute, ':=' AS op, ${text('session_timeout')} AS value
    FROM radius_logins WHERE refusal IS NULL AND session_timeout IS NOT NULL`,
    `CREATE VIEW radusergroup AS
    SELECT 1 AS id, username, profile_id AS groupname, 1 AS priority
    FROM radius_logins WHERE refusal IS NULL`,
    `CREATE VIEW radgroupreply AS
    SELECT 1 AS id, id AS groupname, 'Mikrotik-Rate-Limit' AS attribute, '=' AS op, rate_limit AS value
    FROM service_profiles WHERE rate_limit <> ''
    UNION ALL
    SELECT 2 AS id, id AS groupname, 'Framed-Pool' AS attribute, '=' AS op, ip_pool AS value
    FROM service_profiles WHERE ip_pool <> ''`,
    // No check items per profile: which NAS a profile allows is radius_nas_refusals' job.
    `CREATE VIEW radgroupcheck AS
    SELECT 1 AS id, id AS groupname, 'Auth-Type' AS attribute, '==' AS op, 'Reject' AS value
    FROM service_profiles WHERE 1 = 0`,
    // A profile that lists NAS allows only those; one that lists none allows every known NAS.
    `CREATE VIEW radius_nas_refusals AS
    SELECT l.username, n.nasname
    FROM radius_logins l CROSS JOIN nas n
    WHERE l.refusal IS NULL
      AND EXISTS (SELECT 1 FROM service_profile_nas a WHERE a.profile_id = l.profile_id)
      AND NOT EXISTS (SELECT 1 FROM service_profile_nas a WHERE a.profile_id = l.profile_id AND a.nas_id = n.id)`,
  ];
}
