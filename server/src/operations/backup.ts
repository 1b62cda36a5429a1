import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { maskCredentials } from '../core/mask-credentials';
import { migrations } from '../db/migrations';

export interface BackupFigures {
  file: string;
  bytes: number;
  milliseconds: number;
}

const sqliteFile = (dataDir: string) => path.join(dataDir, 'console.sqlite');

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}): install Debian's postgresql-client`);
  if (result.status !== 0) throw new Error(`${command} failed: ${maskCredentials(result.stderr.trim())}`);
  return result.stdout;
}

/** Integrity and references clean; answers how many migrations the copy has applied. */
function checkSqlite(file: string): number {
  const db = new SQLite(file, { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} fails its integrity check: ${String(integrity)}`);
    const broken = db.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`${file} has ${broken.length} broken references`);
    return (db.prepare('select count(*) as n from kysely_migration').get() as { n: number }).n;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') throw new Error(`${file} is not a SQLite backup`, { cause: error });
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Restoring under a running server loses writes (SQLite: it goes on writing to the replaced file;
 * PostgreSQL: its transactions meet tables being dropped), so a restore refuses while anything uses
 * the database. SQLite: the database's own lock, which an exclusive transaction cannot take while
 * another connection has the file open. PostgreSQL: any other session on the database.
 */
async function refuseIfInUse(config: Config): Promise<void> {
  const stop = 'Stop every server (and `npm run radius`) using it, then restore again.';
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl, application_name: 'staff-console restore' });
    await client.connect();
    try {
      const { rows } = await client.query<{ who: string; n: number }>(
        `select coalesce(nullif(application_name, ''), 'a client') || coalesce(' from ' || host(client_addr), '') as who, count(*)::int as n
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() group by 1 order by 1`,
      );
      if (rows.length > 0) throw new Error(`The database is in use (${rows.map((r) => `${r.n} × ${r.who}`).join(', ')}). ${stop}`);
    } finally {
      await client.end();
    }
    return;
  }
  const target = sqliteFile(config.dataDir);
  if (!fs.existsSync(target)) return;
  const db = new SQLite(target, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = exclusive');
    db.exec('begin exclusive');
    db.exec('commit');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new Error(`The database at ${target} is in use. ${stop}`, { cause: error });
    throw error;
  } finally {
    db.close();
  }
}

async function timed(file: string, work: () => Promise<void> | void): Promise<BackupFigures> {
  const started = Date.now();
  await work();
  return { file, bytes: fs.statSync(file).size, milliseconds: Date.now() - started };
}

/**
 * Writes a backup of the database, photos included (they live in it): SQLite through its online
 * backup API, a consistent copy taken while the server goes on writing; PostgreSQL through
 * `pg_dump` in its custom format, one snapshot of the whole database.
 */
export function backup(config: Config, file: string): Promise<BackupFigures> {
  return timed(file, async () => {
    if (config.databaseUrl) {
      run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl]);
      return;
    }
    const source = sqliteFile(config.dataDir);
    if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}`);
    const db = new SQLite(source, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      // All remaining pages in one step: a write between small steps would restart the copy.
      await db.backup(file, { progress: () => 1_000_000 });
    } finally {
      db.close();
    }
    checkSqlite(file);
  });
}

/**
 * Restores a backup into the configured database, refusing while it is in use (stop the server):
 * SQLite's file is checked and put in place of the data folder's; PostgreSQL's dump replaces every
 * object of the target database (`pg_restore --clean`), in one transaction.
 */
export function restore(config: Config, file: string): Promise<BackupFigures> {
  return timed(file, async () => {
    if (!fs.existsSync(file)) throw new Error(`There is no backup at ${file}`);
    await refuseIfInUse(config);
    if (config.databaseUrl) {
      run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${config.databaseUrl}`, file]);
      return;
    }
    checkSqlite(file);
    fs.mkdirSync(config.dataDir, { recursive: true });
    const target = sqliteFile(config.dataDir);
    const staged = `${target}.restoring`;
    fs.copyFileSync(file, staged);
    for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
    fs.renameSync(staged, target);
  });
}

/**
 * Checks a backup without restoring it: a SQLite copy's integrity and references; a PostgreSQL
 * archive read to its end (every table's data decompressed, as a restore would) by `pg_restore`
 * writing nowhere. Either must hold the console's tables; the figures say how many migrations
 * (SQLite) or archive entries (PostgreSQL) it holds.
 */
export async function verify(file: string): Promise<BackupFigures & { contents: string }> {
  if (!fs.existsSync(file)) throw new Error(`There is no backup at ${file}`);
  let contents = '';
  const figures = await timed(file, () => {
    if (fs.readFileSync(file).subarray(0, 5).toString('latin1') === 'PGDMP') {
      const list = run('pg_restore', ['--list', file]);
      for (const table of ['kysely_migration', 'users', 'photos']) {
        if (!new RegExp(`TABLE DATA \\S+ ${table} `).test(list)) throw new Error(`${file} holds no data for the ${table} table`);
      }
      run('pg_restore', ['--file=/dev/null', file]);
      contents = `PostgreSQL archive, ${list.split('\n').filter((line) => line && !line.startsWith(';')).length} entries`;
      return;
    }
    const applied = checkSqlite(file);
    contents = `SQLite database, ${applied} of this release's ${Object.keys(migrations).length} migrations`;
  });
  return { ...figures, contents };
}
