import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { radiusLogins } from './0010-radius';

/**
 * CHAP for subscribers (issue 15, docs/radius.md): CHAP proves knowledge of the password against a
 * challenge, so the server needs the clear text. A subscriber's network password is a network
 * credential, kept as FreeRADIUS `Cleartext-Password` in `customers.network_password`, apart from
 * staff passwords; never in an answer. Accounts whose password was set before keep their SSHA2-512
 * hash (it cannot be reversed) and do PAP only until the password is set again.
 */
/** A subscriber's check item since this migration: the network password in clear, else the old hash. */
export const networkCredential = {
  attribute: "CASE WHEN c.network_password IS NULL THEN 'SSHA2-512-Password' ELSE 'Cleartext-Password' END",
  value: 'coalesce(c.network_password, c.password_ssha512)',
};

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('customers').addColumn('network_password', 'varchar(200)').execute();
  const logins = radiusLogins(postgres ? 'postgres' : 'sqlite', networkCredential);
  // PostgreSQL keeps the views over radius_logins bound to it; SQLite resolves them by name when read.
  if (postgres) await sql.raw(`CREATE OR REPLACE VIEW radius_logins AS ${logins}`).execute(db);
  else {
    await sql.raw('DROP VIEW radius_logins').execute(db);
    await sql.raw(`CREATE VIEW radius_logins AS ${logins}`).execute(db);
  }
}
