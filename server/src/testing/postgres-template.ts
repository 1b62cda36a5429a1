import pg from 'pg';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { MIGRATIONS_KEY } from './migrations-key';

const TEMPLATE = `test_template_${MIGRATIONS_KEY}`;
// Any fixed number: the suites' processes agree on it to build the template once.
const TEMPLATE_LOCK = 7_262_026;

const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A database with every migration applied, ready to copy: each suite's database is `create database
 * … template` of it (a file copy, a few hundred milliseconds) instead of an empty database migrated
 * again (seconds, for each of some 80 suites). Built once per set of migrations by whichever test
 * process comes first; the others wait on an advisory lock, then find it there.
 */
export async function migratedTemplate(admin: pg.Client, base: string): Promise<string> {
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
    if (rowCount) return TEMPLATE;
    const building = `${TEMPLATE}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const handle = createDatabase({ databaseUrl: databaseUrl(base, building), dataDir: '' });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    // Renamed once complete, so no process ever copies a half-migrated template.
    await admin.query(`alter database ${building} rename to ${TEMPLATE}`);
    return TEMPLATE;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}
