import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config';

export interface BackupFigures {
  file: string;
  bytes: number;
  milliseconds: number;
}

const sqliteFile = (dataDir: string) => path.join(dataDir, 'console.sqlite');

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}): install Debian's postgresql-client`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

function checkSqlite(file: string): void {
  const db = new SQLite(file, { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} fails its integrity check: ${String(integrity)}`);
    const broken = db.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`${file} has ${broken.length} broken references`);
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
 * Restores a backup into the configured database, which must not be in use (stop the server):
 * SQLite's file is checked and put in place of the data folder's; PostgreSQL's dump replaces every
 * object of the target database (`pg_restore --clean`), in one transaction.
 */
export function restore(config: Config, file: string): Promise<BackupFigures> {
  return timed(file, () => {
    if (!fs.existsSync(file)) throw new Error(`There is no backup at ${file}`);
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
