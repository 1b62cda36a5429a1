import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { sqliteVoucherActivation } from './0010-radius';

/**
 * Fewer virtual machine operations for FreeRADIUS to prepare per login on SQLite (issue 26,
 * docs/radius.md "SQLite: what FreeRADIUS prepares per login"): rlm_sql_sqlite prepares every
 * statement of every request anew, and SQLite compiles a statement's triggers, and every arm of the
 * views it reads, when it prepares it. SQLite only; PostgreSQL keeps its plans per connection (0034)
 * and is unchanged.
 * - The voucher activation (0010) and, inside it, the voucher counts' triggers (0031) leave
 *   radpostauth, whose insert every login prepares, a subscriber's too (363 operations, 51 without
 *   them): a voucher PIN's post-auth row is written through the view radpostauth_voucher (the SQLite
 *   post-auth query chooses it by the login's half, radius/queries/sqlite.conf), whose INSTEAD OF
 *   triggers write the radpostauth row and, for an Access-Accept, activate the voucher, as before in
 *   the same statement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const statements = [
    'DROP TRIGGER radpostauth_voucher_activation',
    'CREATE VIEW radpostauth_voucher AS SELECT id, username, pass, reply, authdate, class FROM radpostauth',
    `CREATE TRIGGER radpostauth_voucher_row INSTEAD OF INSERT ON radpostauth_voucher BEGIN
      INSERT INTO radpostauth (username, pass, reply, authdate, class) VALUES (new.username, new.pass, new.reply, new.authdate, new.class);
    END`,
    sqliteVoucherActivation('INSTEAD OF INSERT ON radpostauth_voucher'),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
