import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * One read of the rules per Access-Request (issue 26, "Fast enough for a morning login storm";
 * docs/radius.md): FreeRADIUS read radius_logins five times per login (radcheck, radreply,
 * radusergroup, radius_nas_refusals, radusergroup again for Class), and radius_simultaneous_use once,
 * and preparing (SQLite) or planning (PostgreSQL) the view each time cost ten times what running it
 * did. Still views over radius_logins, so the rules stay in one place:
 * - radius_authorize: a login's check items in one answer: its password (or `Auth-Type := Reject`),
 *   why it is refused (`Tmp-String-0`), and when accepted `Simultaneous-Use`, the profile
 *   (`Tmp-String-1`, which rlm_sql's group and the Class read) and `Session-Timeout` (which the reply
 *   query hands to the reply);
 * - on PostgreSQL the function radius_authorize_login(login), which reads that view: PL/pgSQL keeps its
 *   plan per connection, so FreeRADIUS's pooled connections plan the view once instead of per request;
 * - radius_profile_nas_refusals: the NAS a profile is not served on, per profile, so the NAS check
 *   needs no login; radius_nas_refusals now reads it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const text = (value: string) => `CAST(${value} AS text)`;
  // Items 1 to 4 of a login: 1 always, 2 when refused, 3 and 4 when not.
  const items = 'SELECT 1 AS item UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4';
  await sql
    .raw(
      `CREATE VIEW radius_authorize AS
    SELECT i.item AS id, l.username,
      CASE i.item WHEN 1 THEN CASE WHEN l.refusal IS NULL THEN l.password_attribute ELSE 'Auth-Type' END
        WHEN 2 THEN 'Tmp-String-0' WHEN 3 THEN 'Tmp-String-1' ELSE 'Session-Timeout' END AS attribute,
      ':=' AS op,
      CASE i.item WHEN 1 THEN CASE WHEN l.refusal IS NULL THEN l.password_value ELSE 'Reject' END
        WHEN 2 THEN l.refusal
        WHEN 3 THEN ${text('l.profile_id')}
        ELSE ${text('l.session_timeout')} END AS value
    FROM radius_logins l JOIN (${items}) i
      ON i.item = 1 OR (i.item = 2 AND l.refusal IS NOT NULL) OR (i.item = 3 AND l.refusal IS NULL)
        OR (i.item = 4 AND l.refusal IS NULL AND l.session_timeout IS NOT NULL)
    UNION ALL
    SELECT 5 AS id, username, 'Simultaneous-Use' AS attribute, ':=' AS op, ${text('sessions')} AS value FROM radius_simultaneous_use`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE VIEW radius_profile_nas_refusals AS
    SELECT p.id AS profile_id, n.nasname
    FROM service_profiles p CROSS JOIN nas n
    WHERE EXISTS (SELECT 1 FROM service_profile_nas a WHERE a.profile_id = p.id)
      AND NOT EXISTS (SELECT 1 FROM service_profile_nas a WHERE a.profile_id = p.id AND a.nas_id = n.id)`,
    )
    .execute(db);
  const nasRefusals = `SELECT l.username, r.nasname FROM radius_logins l JOIN radius_profile_nas_refusals r ON r.profile_id = l.profile_id
    WHERE l.refusal IS NULL`;
  if (postgres) {
    await sql.raw(`CREATE OR REPLACE VIEW radius_nas_refusals AS ${nasRefusals}`).execute(db);
    // STABLE: reads only; plpgsql caches the statement's plan for the connection's life.
    await sql
      .raw(
        `CREATE FUNCTION radius_authorize_login(login text) RETURNS TABLE (id integer, username text, attribute text, op text, value text)
    LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN QUERY SELECT a.id::integer, a.username::text, a.attribute::text, a.op::text, a.value::text FROM radius_authorize a WHERE a.username = login;
END $$`,
      )
      .execute(db);
  } else {
    await sql.raw('DROP VIEW radius_nas_refusals').execute(db);
    await sql.raw(`CREATE VIEW radius_nas_refusals AS ${nasRefusals}`).execute(db);
  }
}
