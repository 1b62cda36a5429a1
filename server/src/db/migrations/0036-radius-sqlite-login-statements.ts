import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { sqliteVoucherActivation } from './0010-radius';

const REPLY_COLUMNS = 'profile_id, vendor, id, attribute, op, value';

/** The kept reply items of the profile `profile` (an expression: new.id, old.profile_id...) derived again from the view. */
const refreshReplies = (profile: string) => `DELETE FROM radius_profile_replies_kept WHERE profile_id = ${profile};
    INSERT INTO radius_profile_replies_kept (${REPLY_COLUMNS})
      SELECT ${REPLY_COLUMNS} FROM radius_profile_replies WHERE profile_id = ${profile}`;

/**
 * Triggers on `table` that derive again the kept rows of the profile its row names (`key`) after every
 * insert, update and delete; an update that moves a row to another profile derives both.
 */
const keptBy = (table: string, key: string) => [
  `CREATE TRIGGER ${table}_replies_insert AFTER INSERT ON ${table} BEGIN ${refreshReplies(`new.${key}`)}; END`,
  `CREATE TRIGGER ${table}_replies_update AFTER UPDATE ON ${table} BEGIN ${refreshReplies(`old.${key}`)}; ${refreshReplies(`new.${key}`)}; END`,
  `CREATE TRIGGER ${table}_replies_delete AFTER DELETE ON ${table} BEGIN ${refreshReplies(`old.${key}`)}; END`,
];

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
 * - radius_profile_replies_kept: radius_profile_replies's rows (a union of fourteen arms, one or more
 *   per vendor; 412 operations for the reply query), kept per profile by triggers on service_profiles
 *   and profile_reply_attributes, each deleting that profile's rows and deriving them again from the
 *   view, which stays their definition. They depend on those two tables only (no clock, no
 *   accounting), so they are never stale between writes (docs/decisions.md). A migration that
 *   changes the view fills the table again from it.
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

    `CREATE TABLE radius_profile_replies_kept (
      profile_id varchar(45) NOT NULL, vendor varchar(20) NOT NULL, id integer NOT NULL, attribute varchar(64) NOT NULL, op varchar(2) NOT NULL, value text
    )`,
    'CREATE INDEX radius_profile_replies_kept_profile ON radius_profile_replies_kept (profile_id, vendor)',
    ...keptBy('service_profiles', 'id'),
    ...keptBy('profile_reply_attributes', 'profile_id'),
    `INSERT INTO radius_profile_replies_kept (${REPLY_COLUMNS}) SELECT ${REPLY_COLUMNS} FROM radius_profile_replies`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
