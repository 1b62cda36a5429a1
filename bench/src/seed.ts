import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { hashPassword } from '../../server/src/auth/passwords';
import { migrations } from '../../server/src/db/migrations';
import { departments, employeesAndPromotions, internet, security, type Reference, type TableRows, type Volumes } from './seed/data';
import { postgresWriter, sqliteWriter, type BulkWriter } from './seed/writers';
import { SEEDED_USER_PASSWORD, resetTarget, sqliteFile, targetConfig, targetFor, volumesFromEnv, type DatabaseKind, type Target } from './targets';

export interface SeedReport {
  target: string;
  tables: Array<{ table: string; rows: number; seconds: number }>;
  rows: number;
  seconds: number;
  /** When the seed finished: a run reusing the data reports the seed that made it. */
  finished: string;
}

const MARKER = 'bench.seed';
const EMPLOYEE_CHUNK = 50_000;

/** What a complete seed leaves behind: an older schema or other volumes mean seeding again. */
const markerValue = (volumes: Volumes) => JSON.stringify({ volumes, migrations: Object.keys(migrations) });

async function readMarker(target: Target): Promise<string | null> {
  if (target.kind === 'sqlite') {
    if (!fs.existsSync(sqliteFile(target))) return null;
    const db = new SQLite(sqliteFile(target), { readonly: true });
    try {
      return (db.prepare('select value from server_settings where key = ?').get(MARKER) as { value: string } | undefined)?.value ?? null;
    } catch {
      return null;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query('select value from server_settings where key = $1', [MARKER]);
    return rows[0]?.value ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The real schema, permissions, administrator and reference lists, as the server's first start makes them. */
async function migrate(target: Target): Promise<Reference> {
  const app = await buildApp(targetConfig(target), { logger: false });
  try {
    const { db } = app.deps;
    const [lgas, nationalities, permissions] = await Promise.all([
      db.selectFrom('lgas').select('id').orderBy('id').execute(),
      db.selectFrom('nationalities').select(['id', 'code']).orderBy('id').execute(),
      db.selectFrom('permissions').select('id').orderBy('id').execute(),
    ]);
    return {
      lgaIds: lgas.map((l) => l.id),
      nationalityIds: nationalities.map((n) => n.id),
      nigerianId: nationalities.find((n) => n.code === 'NG')!.id,
      permissionIds: permissions.map((p) => p.id),
    };
  } finally {
    await app.close();
  }
}

function* take<T>(iterator: Iterator<T>, count: number): Generator<T> {
  for (let i = 0; i < count; i += 1) {
    const next = iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

/** Fills the target from empty with the given volumes and reports rows per second per table. */
export async function seed(target: Target, volumes: Volumes, log: (line: string) => void = () => undefined): Promise<SeedReport> {
  const started = performance.now();
  await resetTarget(target);
  const ref = await migrate(target);
  const writer: BulkWriter = target.kind === 'sqlite' ? sqliteWriter(sqliteFile(target)) : await postgresWriter(target.databaseUrl);
  const tally = new Map<string, { rows: number; seconds: number }>();
  const write = async (batch: TableRows) => {
    const t0 = performance.now();
    const rows = await writer.write(batch);
    const entry = tally.get(batch.table) ?? { rows: 0, seconds: 0 };
    entry.rows += rows;
    entry.seconds += (performance.now() - t0) / 1000;
    tally.set(batch.table, entry);
  };
  try {
    const now = Math.floor(Date.now() / 1000);
    const depts = departments(now);
    await write(depts);
    const departmentIds = [...depts.rows].map((row) => row[0] as string);
    const people = employeesAndPromotions(volumes.employees, departmentIds, ref, now);
    const source = people.employees.rows[Symbol.iterator]();
    for (let done = 0; done < volumes.employees; done += EMPLOYEE_CHUNK) {
      await write({ ...people.employees, rows: take(source, EMPLOYEE_CHUNK) });
      await write(people.takePromotions());
      log(`  ${target.label}: ${Math.min(done + EMPLOYEE_CHUNK, volumes.employees).toLocaleString('en')} employees`);
    }
    for (const batch of internet(volumes, now)) await write(batch);
    const passwordHash = await hashPassword(SEEDED_USER_PASSWORD);
    for (const batch of security(volumes, ref, passwordHash, now)) await write(batch);
    const t0 = performance.now();
    await writer.restore();
    const t1 = performance.now();
    tally.set('(indexes)', { rows: 0, seconds: (t1 - t0) / 1000 });
    await writer.analyze();
    tally.set('(analyze)', { rows: 0, seconds: (performance.now() - t1) / 1000 });
  } finally {
    await writer.close();
  }
  await writeMarker(target, markerValue(volumes));
  const tables = [...tally].map(([table, t]) => ({ table, ...t }));
  const report = {
    target: target.label,
    tables,
    rows: tables.reduce((s, t) => s + t.rows, 0),
    seconds: (performance.now() - started) / 1000,
    finished: new Date().toISOString(),
  };
  fs.writeFileSync(reportFile(target), JSON.stringify(report, null, 2));
  return report;
}

const reportFile = (target: Target) => path.join(target.dataDir, 'seed-report.json');

async function writeMarker(target: Target, value: string) {
  if (target.kind === 'sqlite') {
    const db = new SQLite(sqliteFile(target));
    db.prepare('insert into server_settings (key, value) values (?, ?)').run(MARKER, value);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  await client.query('insert into server_settings (key, value) values ($1, $2)', [MARKER, value]);
  await client.end();
}

/**
 * Seeds only when the target does not already hold a complete seed of these volumes and this schema;
 * a target reused answers the report of the seed that filled it (null if that was not kept).
 */
export async function ensureSeeded(target: Target, volumes: Volumes, log: (line: string) => void): Promise<SeedReport | null> {
  if ((await readMarker(target)) !== markerValue(volumes)) return seed(target, volumes, log);
  return fs.existsSync(reportFile(target)) ? (JSON.parse(fs.readFileSync(reportFile(target), 'utf8')) as SeedReport) : null;
}

export function formatSeedReport(report: SeedReport): string {
  const lines = [
    `${report.target}: ${report.rows.toLocaleString('en')} rows in ${report.seconds.toFixed(1)} s (${Math.round(report.rows / report.seconds).toLocaleString('en')} rows/s overall, migrations and analyze included), finished ${report.finished}`,
  ];
  for (const t of report.tables) {
    const rate = t.rows ? `${Math.round(t.rows / t.seconds).toLocaleString('en')} rows/s` : '';
    lines.push(`  ${t.table.padEnd(22)} ${t.rows.toLocaleString('en').padStart(11)} rows ${t.seconds.toFixed(2).padStart(8)} s  ${rate}`);
  }
  return lines.join('\n');
}

async function main() {
  const which = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'both';
  const kinds: DatabaseKind[] = which === 'both' ? ['sqlite', 'postgres'] : [which as DatabaseKind];
  if (!kinds.every((k) => k === 'sqlite' || k === 'postgres')) throw new Error('--db must be sqlite, postgres or both');
  const volumes = volumesFromEnv();
  for (const kind of kinds) {
    const target = targetFor(kind, volumes);
    process.stdout.write(`Seeding ${target.label} (${target.kind === 'sqlite' ? target.dataDir : target.databaseUrl})\n`);
    const report = await seed(target, volumes, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`${formatSeedReport(report)}\n`);
  }
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
