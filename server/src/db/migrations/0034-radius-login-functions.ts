import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ACTIVATE_VOUCHER, radiusLogins } from './0010-radius';
import { networkCredential } from './0015-network-passwords';
import { authorizeItems } from './0024-data-quotas';
import { joinedClock } from './0032-radius-authorize-halves';

/**
 * The rest of a login's statements planned once per connection on PostgreSQL (issue 26, "Fast enough
 * for a morning login storm"; docs/radius.md). rlm_sql sends every statement as text, so PostgreSQL
 * planned the views each of them reads on every login: measured with pgbench on the bench's 100,000
 * subscribers, the reply query took 0.9 to 1.0 ms (0.7 of it planning its union over
 * radius_profile_replies), the device binding 0.5, the NAS check 0.3, the Simultaneous-Use count 0.3
 * and which half a login is 0.2, while the check query, behind radius_authorize_login (0018), took 0.7.
 * PL/pgSQL keeps a statement's plan for the connection's life (after five custom plans, a generic
 * one), and FreeRADIUS's pooled connections live as long as it runs, so each of those statements now
 * has its function, read by radius/queries/postgresql.conf. The functions read the same views: the
 * rules stay where they were. SQLite prepares every statement anew whatever it calls; its queries
 * are unchanged. And:
 * - the check query reads one half of the rules, as on SQLite since 0032: radius_authorize_subscriber
 *   or radius_authorize_voucher, through radius_authorize_half(login, half) with the half the policy
 *   already asked (radius_login_half). Over both halves, every login's kept plan started both
 *   halves' executor nodes, their subqueries and a lock on each of their tables (22 relations, 19
 *   for one half): 0.84 to 0.89 ms of backend CPU per check, 0.5 to 0.63 for one half.
 *   Each half reads the local time from one radius_clock row joined to it (0032's rule, the latest
 *   offset since before now) instead of ten subqueries. radius_authorize and radius_authorize_login
 *   stay, over both halves, for reading a login's items by hand;
 * - the post-auth insert's voucher activation updates vouchers only when the login is an unused
 *   voucher's PIN.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { clock, local } = joinedClock('CAST(floor(extract(epoch FROM now())) AS bigint)');
  const logins = (only: 'customers' | 'vouchers') => radiusLogins('postgres', networkCredential, clock, { local }, only);
  const functions = [
    `CREATE VIEW radius_authorize_subscriber AS ${authorizeItems(`(${logins('customers')})`)}`,
    `CREATE VIEW radius_authorize_voucher AS ${authorizeItems(`(${logins('vouchers')})`)}`,
    // The check items of a login in the given half ('voucher' or 'subscriber', radius_login_half).
    `CREATE FUNCTION radius_authorize_half(login text, half text) RETURNS TABLE (id integer, username text, attribute text, op text, value text)
    LANGUAGE plpgsql STABLE AS $$
BEGIN
	IF half = 'voucher' THEN
		RETURN QUERY SELECT a.id::integer, a.username::text, a.attribute::text, a.op::text, a.value::text
			FROM radius_authorize_voucher a WHERE a.username = login;
	ELSE
		RETURN QUERY SELECT a.id::integer, a.username::text, a.attribute::text, a.op::text, a.value::text
			FROM radius_authorize_subscriber a WHERE a.username = login;
	END IF;
END $$`,
    // 'voucher' or 'subscriber': which half of the rules a login is in (policy console_authorize).
    `CREATE FUNCTION radius_login_half(login text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN CASE WHEN EXISTS (SELECT 1 FROM radius_voucher_logins v WHERE v.username = login) THEN 'voucher' ELSE 'subscriber' END;
END $$`,
    // The reply items of a login's profile for the vendor of the NAS at nas_address, or for every
    // vendor, and the login's own (the reply query adds Session-Timeout from the check items).
    `CREATE FUNCTION radius_reply_items(login text, profile text, nas_address text)
    RETURNS TABLE (id integer, username text, attribute text, value text, op text) LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN QUERY SELECT r.id::integer, r.profile_id::text, r.attribute::text, r.value::text, r.op::text
		FROM radius_profile_replies r
		WHERE r.profile_id = profile AND r.vendor IN ('*', (SELECT n.vendor FROM nas n WHERE n.nasname = nas_address))
	UNION ALL
	SELECT 1000, l.username::text, l.attribute::text, l.value::text, l.op::text FROM radius_login_replies l WHERE l.username = login;
END $$`,
    // 1 when the profile is not served on the NAS at nas_address, else 0.
    `CREATE FUNCTION radius_profile_nas_refused(profile text, nas_address text) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (SELECT count(*) FROM radius_profile_nas_refusals r WHERE r.profile_id = profile AND r.nasname = nas_address);
END $$`,
    // A login's device binding against the Calling-Station-Id (policy console_device_binding): 2 to
    // learn this first device, 0 when not bound or the device is listed, 1 for another device.
    `CREATE FUNCTION radius_device_check(login text, calling_station_id text) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (SELECT CASE WHEN EXISTS (SELECT 1 FROM radius_device_learning d WHERE d.username = login) THEN 2
		WHEN count(*) = 0 THEN 0
		WHEN sum(CASE WHEN m.mac = replace(lower(calling_station_id), '-', ':') THEN 1 ELSE 0 END) > 0 THEN 0 ELSE 1 END
		FROM radius_device_macs m WHERE m.username = login);
END $$`,
    // Simultaneous-Use's count: a login's open sessions heard from since silent_since (epoch seconds)
    // and begun after their NAS's last reload.
    `CREATE FUNCTION radius_open_sessions(login text, silent_since bigint) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (SELECT count(a.radacctid) FROM radacct a LEFT OUTER JOIN nasreload n USING (nasipaddress)
		WHERE a.username = login AND a.acctstoptime IS NULL AND (a.acctstarttime > n.reloadtime OR n.reloadtime IS NULL)
			AND a.acctupdatetime > to_timestamp(silent_since));
END $$`,
    // The voucher activation after every Access-Accept (0010), now first asking whether the login is
    // an unused voucher's PIN: a subscriber's accept, or a voucher's after its first, ran the UPDATE
    // for nothing, and with it 0031's statement triggers on vouchers, which fire for no row too
    // (0.2 to 0.27 ms of trigger per accept at 100,000 subscribers, 0.11 with the question first).
    // Two first logins of one PIN at once still activate it once: the UPDATE re-reads the row it waited for.
    `CREATE OR REPLACE FUNCTION radius_voucher_activation() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM vouchers v WHERE lower(v.pin) = new.username AND v.activated_at IS NULL) THEN
		RETURN NULL;
	END IF;
	${ACTIVATE_VOUCHER}
	RETURN NULL;
END $$`,
  ];
  for (const statement of functions) await sql.raw(statement).execute(db);
}
