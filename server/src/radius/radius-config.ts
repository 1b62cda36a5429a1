import fs from 'node:fs';
import path from 'node:path';
import { sessionSilence, type RadiusSettings } from './radius-settings';

/** The templates FreeRADIUS's configuration is made from (the repository's `radius/` folder). */
export const templatesDir = path.resolve(__dirname, '../../../radius');

/** Where FreeRADIUS finds the console's database: the SQLite file, or PostgreSQL as its own role. */
export type RadiusDatabase =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgresql'; host: string; port: number; database: string; user: string; password: string };

/** Request threads unless RADIUS_THREADS says (bench/radius-auth.ts measured the choice). */
const SQLITE_THREADS = 4;
const POSTGRES_THREADS = 32;

/** A value inside a FreeRADIUS double-quoted string. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function driverBlock(database: RadiusDatabase): string {
  if (database.dialect === 'sqlite') {
    // The console keeps the file in WAL mode, so FreeRADIUS reads while the console writes; a write
    // (accounting, post-auth) waits up to busy_timeout for the console's.
    // synchronous = NORMAL as the console has it: in WAL mode a commit then waits for no fsync.
    return [`\tsqlite {\n\t\tfilename = ${quoted(database.file)}\n\t\tbusy_timeout = 5000\n\t}`, '\topen_query = "PRAGMA synchronous = NORMAL"'].join(
      '\n',
    );
  }
  // Separate fields, not one connection string in radius_db: FreeRADIUS logs radius_db at start.
  return [
    `\tserver = ${quoted(database.host)}`,
    `\tport = ${database.port}`,
    `\tlogin = ${quoted(database.user)}`,
    `\tpassword = ${quoted(database.password)}`,
    `\tradius_db = ${quoted(database.database)}`,
    '\tpostgresql {\n\t\tsend_application_name = yes\n\t}',
  ].join('\n');
}

/** A template's @@NAME@@ places filled from `values`; a name without a value is a mistake in the template. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/@@([A-Z_]+)@@/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`radius template names an unknown value @@${key}@@`);
    return values[key];
  });
}

/**
 * Writes a complete FreeRADIUS configuration directory for the console into `dir` (created 0700:
 * FreeRADIUS refuses a configuration others can write, and it holds the database password).
 */
export function writeRadiusConfig(dir: string, database: RadiusDatabase, settings: RadiusSettings): void {
  const threads = settings.threads ?? (database.dialect === 'sqlite' ? SQLITE_THREADS : POSTGRES_THREADS);
  const values: Record<string, string> = {
    DIR: dir,
    LIBDIR: '/usr/lib/freeradius',
    TIME_ZONE: settings.timeZone,
    REJECT_DELAY: String(settings.rejectDelay),
    SESSION_SILENCE: String(sessionSilence(settings.interimInterval)),
    INTERIM_INTERVAL: String(settings.interimInterval),
    NAS_NETWORK: settings.nasNetwork,
    CLIENT_LIFETIME: String(settings.clientLifetime),
    LISTEN_ADDRESS: settings.listenAddress,
    AUTH_PORT: String(settings.authPort),
    ACCT_PORT: String(settings.acctPort),
    DIALECT: database.dialect,
    THREADS: String(threads),
    // FreeRADIUS refuses to start with either above max_servers (RADIUS_THREADS=1 did).
    START_THREADS: String(Math.min(4, threads)),
    SPARE_THREADS: String(Math.min(2, threads)),
    POOL_SIZE: String(threads + 1),
    DRIVER_BLOCK: driverBlock(database),
  };
  const fill = (text: string) => fillTemplate(text, values);

  fs.rmSync(dir, { recursive: true, force: true });
  for (const sub of ['', 'sites', 'log', 'run']) fs.mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o700 });
  const copy = (from: string, to = from) =>
    fs.writeFileSync(path.join(dir, to), fill(fs.readFileSync(path.join(templatesDir, from), 'utf8')), { mode: 0o600 });
  for (const file of ['radiusd.conf', 'modules.conf', 'sql.conf', 'policy.conf', 'clients.conf', 'reject-reply-filter']) copy(file);
  for (const site of fs.readdirSync(path.join(templatesDir, 'sites'))) copy(path.join('sites', site));
  // Copied as is: its ${...} and %{...} are FreeRADIUS's own.
  fs.copyFileSync(path.join(templatesDir, 'queries', `${database.dialect}.conf`), path.join(dir, 'queries.conf'));
  fs.chmodSync(path.join(dir, 'queries.conf'), 0o600);
}
