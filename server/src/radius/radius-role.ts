import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/schema';

/** What FreeRADIUS reads, and what it writes (accounting, post-auth, NAS reboots). */
const READS = [
  'radcheck',
  'radreply',
  'radusergroup',
  'radgroupcheck',
  'radgroupreply',
  'radius_nas_refusals',
  'radius_simultaneous_use',
  'radius_refusals',
  'radius_voucher_logins',
  // What the check query reads since 0018 (radius_authorize_login reads the view as its caller), and
  // since 0034 one half of it (radius_authorize_half).
  'radius_authorize',
  'radius_authorize_subscriber',
  'radius_authorize_voucher',
  'radius_profile_nas_refusals',
  'nas',
  // Vendors and devices (0025): the profile's and the login's reply items, bound and unlearned logins.
  'radius_profile_replies',
  'radius_login_replies',
  'radius_device_macs',
  'radius_device_learning',
];
const WRITES = ['radacct', 'radpostauth', 'nasreload'];
// The learned device of a login bound to its first MAC (policy console_learn_device).
const INSERTS = ['customer_devices'];
const SEQUENCES = ['radacct_radacctid_seq', 'radpostauth_id_seq'];

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function defaultRadiusRole(database: string): string {
  return `${database}_radius`.slice(0, 63);
}

/**
 * Creates (or updates) FreeRADIUS's own PostgreSQL role: may log in, read the RADIUS views and the
 * NAS list, insert and update accounting and post-auth rows, nothing else. A new random password
 * each time, handed to the generated configuration only. Its session time zone is RADIUS_TIME_ZONE
 * (plan windows read radius_clock, whatever the session's zone), its functions' plans generic. Needs the console's role to hold CREATEROLE (or be a superuser).
 */
export async function prepareRadiusRole(db: Db, role: string, timeZone: string): Promise<string> {
  const password = randomBytes(24).toString('hex');
  const name = identifier(role);
  const { rows } = await sql<{ database: string }>`select current_database() as database`.execute(db);
  const database = identifier(rows[0].database);
  const exists = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${role}`.execute(db);
  await db.transaction().execute(async (tx) => {
    if (exists.rows[0].n === 0) await sql.raw(`create role ${name} login`).execute(tx);
    await sql.raw(`alter role ${name} with login nosuperuser nocreatedb nocreaterole password '${password}'`).execute(tx);
    await sql.raw(`alter role ${name} in database ${database} set timezone = '${timeZone.replace(/'/g, "''")}'`).execute(tx);
    // The functions FreeRADIUS's queries call (0018, 0034) keep their statements' plans per connection,
    // but PL/pgSQL plans each anew for its first five calls before it settles on the kept one: with 33
    // connections that is 165 plannings of each half of the rules (milliseconds each) after every
    // start, for the logins of the first minutes. Every one of those statements finds its rows by the
    // login's index whatever the login, so the kept plan from the first call.
    await sql.raw(`alter role ${name} in database ${database} set plan_cache_mode = force_generic_plan`).execute(tx);
    await sql.raw(`grant select on ${READS.join(', ')} to ${name}`).execute(tx);
    await sql.raw(`grant select, insert, update on ${WRITES.join(', ')} to ${name}`).execute(tx);
    await sql.raw(`grant select, insert on ${INSERTS.join(', ')} to ${name}`).execute(tx);
    await sql.raw(`grant usage on sequence ${SEQUENCES.join(', ')} to ${name}`).execute(tx);
  });
  return password;
}
