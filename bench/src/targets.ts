import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { loadConfig, type Config } from '../../server/src/config';
import type { Volumes } from './seed/data';

export const ROOT = path.resolve(__dirname, '../..');
export const BENCH_DIR = path.resolve(__dirname, '..');

export type DatabaseKind = 'sqlite' | 'postgres';

/** One database the benchmarks run against: an SQLite data folder or a PostgreSQL database. */
export interface Target {
  kind: DatabaseKind;
  /** DATA_DIR of the server (the SQLite file, photos). */
  dataDir: string;
  /** DATABASE_URL of the server, or '' for SQLite. */
  databaseUrl: string;
  label: string;
}

/** The administrator the seed creates and the benchmarks sign in as. */
export const ADMIN = {
  username: process.env.ADMIN_EMAIL || 'admin@example.com',
  password: process.env.ADMIN_PASSWORD || 'bench-admin-password',
};

/** The one password of every seeded user (they share its hash). */
export const SEEDED_USER_PASSWORD = 'bench-user-password';

export const PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const whole = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};

/** The issue's volumes; BENCH_EMPLOYEES scales everything down for a quick run (the others follow it). */
export function volumesFromEnv(): Volumes {
  const employees = whole('BENCH_EMPLOYEES', 1_000_000);
  const scale = Math.min(1, employees / 1_000_000);
  return {
    employees,
    plans: Math.max(100, Math.round(100_000 * scale)),
    locations: Math.max(100, Math.round(10_000 * scale)),
    salePoints: Math.max(100, Math.round(10_000 * scale)),
    users: Math.max(100, Math.round(10_000 * scale)),
  };
}

/**
 * BENCH_TARGET_SUFFIX keeps a copy of one's own (`sqlite-1000000-lists`, database `bench_e1000000_lists`):
 * on a machine several branches share, a seed for another schema would otherwise replace theirs.
 */
const TARGET_SUFFIX = (process.env.BENCH_TARGET_SUFFIX ?? '').replace(/[^a-z0-9_]/gi, '');

export function targetFor(kind: DatabaseKind, volumes: Volumes): Target {
  const label = `${kind}-${volumes.employees}${TARGET_SUFFIX ? `-${TARGET_SUFFIX}` : ''}`;
  return namedTarget(kind, label, `bench_e${volumes.employees}${TARGET_SUFFIX ? `_${TARGET_SUFFIX}` : ''}`);
}

/** The target called `label`: the data folder bench/data/<label>, and on PostgreSQL the database `database`. */
export function namedTarget(kind: DatabaseKind, label: string, database: string): Target {
  const dataDir = path.join(BENCH_DIR, 'data', label);
  if (kind === 'sqlite') return { kind, dataDir, databaseUrl: '', label };
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return { kind, dataDir, databaseUrl: url.toString(), label };
}

export const sqliteFile = (target: Target) => path.join(target.dataDir, 'console.sqlite');

/** Empties the target: a new data folder, and for PostgreSQL a new database. */
export async function resetTarget(target: Target): Promise<void> {
  fs.rmSync(target.dataDir, { recursive: true, force: true });
  fs.mkdirSync(target.dataDir, { recursive: true });
  if (target.kind !== 'postgres') return;
  const name = new URL(target.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** The server's configuration on the target, for building the app in-process (migrations, plans). */
export function targetConfig(target: Target): Config {
  return loadConfig({
    ...process.env,
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // As the benchmarked server runs (startServerProcess): the administrator signs in with a password alone.
    REQUIRE_SECOND_FACTOR: 'off',
    LOG_LEVEL: 'silent',
  });
}

/** Usernames of `count` active seeded users (status 0), for sign-ins on many accounts at once. */
export async function activeUsernames(target: Target, count: number): Promise<string[]> {
  const query = 'select username from users where status = 0 and username_key <> lower(?) order by username limit ?';
  if (target.kind === 'sqlite') {
    const db = new SQLite(sqliteFile(target), { readonly: true });
    try {
      return (db.prepare(query).all(ADMIN.username, count) as Array<{ username: string }>).map((r) => r.username);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ username: string }>(query.replace('?', '$1').replace('?', '$2'), [ADMIN.username, count]);
    return rows.rows.map((r) => r.username);
  } finally {
    await client.end();
  }
}

/** Writes a bench's results to bench/<file> (RESULTS.md quotes it) and prints them. */
export function publishResults(file: string, lines: string[]): void {
  const markdown = `${lines.join('\n')}\n`;
  fs.writeFileSync(path.join(BENCH_DIR, file), markdown);
  process.stdout.write(markdown);
}

/** Runs a bench's main: a failure prints its stack and exits 1, so the npm script fails. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
