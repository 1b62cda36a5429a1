import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { radiusLogins } from './0010-radius';
import { networkCredential } from './0015-network-passwords';

/**
 * Issue 26 (docs/radius.md):
 * - radius_clock: the UTC offsets of RADIUS_TIME_ZONE (`npm run radius` writes them); radius_logins
 *   reads the local day and second from it, so FreeRADIUS, the console's sweep and its screens read
 *   plan windows on one clock whatever the time zone of the process or connection reading the view.
 *   Until `npm run radius` runs, the default zone's: Africa/Lagos, UTC+1 all year.
 * - radacct.nas_id: the console's NAS row the packets of a session came from (by source address),
 *   where Disconnect and CoA go; NAS-IP-Address is the NAS's own idea of its address (behind NAT, a
 *   private one). Sessions already recorded get the row their NAS-IP-Address names.
 * - radius_voucher_logins: the logins that are voucher PINs, which FreeRADIUS's log lines leave out;
 * - nas.require_message_authenticator: Access-Requests without Message-Authenticator are dropped
 *   (Blast-RADIUS, CVE-2024-3596) unless switched off for a NAS that cannot send it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('radius_clock')
    .addColumn('since', 'bigint', (c) => c.primaryKey())
    .addColumn('utc_offset', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into radius_clock (since, utc_offset) values (0, 3600)`.execute(db);

  const now = postgres ? 'CAST(floor(extract(epoch FROM now())) AS bigint)' : "CAST(strftime('%s', 'now') AS integer)";
  const local = `(${now} + coalesce((SELECT k.utc_offset FROM radius_clock k WHERE k.since <= ${now} ORDER BY k.since DESC LIMIT 1), 0))`;
  // 1 January 1970 was a Thursday (4).
  const logins = radiusLogins(postgres ? 'postgres' : 'sqlite', networkCredential, {
    localDay: `CAST(((${local} / 86400) + 4) % 7 AS integer)`,
    localSecond: `CAST(${local} % 86400 AS integer)`,
  });
  // PostgreSQL keeps the views over radius_logins bound to it; SQLite resolves them by name when read.
  if (postgres) await sql.raw(`CREATE OR REPLACE VIEW radius_logins AS ${logins}`).execute(db);
  else {
    await sql.raw('DROP VIEW radius_logins').execute(db);
    await sql.raw(`CREATE VIEW radius_logins AS ${logins}`).execute(db);
  }

  await db.schema.alterTable('radacct').addColumn('nas_id', 'varchar(45)').execute();
  const address = postgres ? 'host(radacct.nasipaddress)' : 'radacct.nasipaddress';
  await sql.raw(`UPDATE radacct SET nas_id = (SELECT n.id FROM nas n WHERE n.nasname = ${address})`).execute(db);

  // Which logins are voucher PINs, for FreeRADIUS's log line, which leaves them out.
  await sql.raw('CREATE VIEW radius_voucher_logins AS SELECT lower(pin) AS username FROM vouchers').execute(db);

  await db.schema
    .alterTable('nas')
    // 1 or 0, as the console's other flags: SQLite has no boolean.
    .addColumn('require_message_authenticator', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
