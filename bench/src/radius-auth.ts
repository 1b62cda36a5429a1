// `npm run bench:radius -w bench`: Access-Requests per second through FreeRADIUS with the console's
// generated configuration, on SQLite and PostgreSQL, at BENCH_RADIUS_SUBSCRIBERS subscribers (100,000)
// each with an active plan. radclient sends BENCH_RADIUS_REQUESTS requests (20,000) for random
// subscribers, BENCH_RADIUS_PARALLEL (32) outstanding at a time; the figure is requests / wall time.
// Then accounting: an Accounting-Start for BENCH_RADIUS_SESSIONS (1,000) subscribers and as many
// Interim-Updates as Access-Requests spread over those sessions, timed the same way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/src/config';
import { newId } from '../../server/src/core/ids';
import { createDatabase } from '../../server/src/db/create-database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { ssha512 } from '../../server/src/areas/internet/network-password';
import { prepareRadius } from '../../server/src/radius/prepare-radius';
import { startRadius } from '../../server/src/radius/radius-process';
import { loadRadiusSettings } from '../../server/src/radius/radius-settings';
import { BENCH_DIR, PG_URL, type DatabaseKind } from './targets';

const SUBSCRIBERS = Number(process.env.BENCH_RADIUS_SUBSCRIBERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_RADIUS_REQUESTS ?? 20_000);
const PARALLEL = Number(process.env.BENCH_RADIUS_PARALLEL ?? 32);
const SECRET = 'bench-nas-secret';
const PASSWORD = 'bench-net-password';
const SESSIONS = Number(process.env.BENCH_RADIUS_SESSIONS ?? 1_000);

async function freshTarget(kind: DatabaseKind): Promise<{ dataDir: string; databaseUrl: string }> {
  const label = `radius-${SUBSCRIBERS}`;
  const dataDir = path.join(BENCH_DIR, 'data', `${kind}-${label}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { dataDir, databaseUrl: '' };
  const name = `bench_${label.replace('-', '_')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** Subscribers `bench.<n>`, one salted hash shared by all (hashing is not what is measured), each with a plan now. */
async function seed(db: ReturnType<typeof createDatabase>['db']): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const stamps = { created: now, updated: now };
  const locationId = newId();
  const profileId = newId();
  const planId = newId();
  await db
    .insertInto('locations')
    .values({ id: locationId, code: 'BENCH', name: 'Bench', ...stamps })
    .execute();
  await db
    .insertInto('service_profiles')
    .values({ id: profileId, name: 'Bench', description: '', rate_limit: '2M/4M', ip_pool: 'pool1', ...stamps })
    .execute();
  await db
    .insertInto('plans')
    .values({
      id: planId,
      name: 'Bench',
      description: '',
      type: 1,
      amount_kobo: 0,
      contract_value_kobo: null,
      uptime: null,
      validity: 30,
      profile_id: profileId,
      expired_profile_id: null,
      ...stamps,
    })
    .execute();
  await db
    .insertInto('nas')
    .values({
      id: newId(),
      nasname: '127.0.0.1',
      shortname: 'bench',
      type: 'other',
      ports: null,
      secret: SECRET,
      server: null,
      community: null,
      description: '',
      ...stamps,
    })
    .execute();
  const hash = ssha512(PASSWORD);
  for (let start = 0; start < SUBSCRIBERS; start += 1000) {
    const ids = Array.from({ length: Math.min(1000, SUBSCRIBERS - start) }, (_, i) => ({ id: newId(), n: start + i }));
    await db
      .insertInto('customers')
      .values(
        ids.map(({ id, n }) => ({
          id,
          type: 1,
          first_name: 'Bench',
          last_name: String(n),
          company_name: '',
          contact_person: '',
          name: `Bench ${n}`,
          phone: '',
          email: '',
          address: '',
          location_id: locationId,
          status: 1,
          username: `bench.${n}`,
          username_key: `bench.${n}`,
          password_ssha512: hash,
          notes: '',
          ...stamps,
        })),
      )
      .execute();
    await db
      .insertInto('subscriptions')
      .values(
        ids.map(({ id }) => ({
          id: newId(),
          customer_id: id,
          plan_id: planId,
          start_at: now - 3600,
          end_at: now + 30 * 86400,
          amount_kobo: 0,
          cancelled_at: null,
          reason: '',
          ...stamps,
        })),
      )
      .execute();
  }
}

function radclientRun(file: string, port: number, type: 'auth' | 'acct' = 'auth'): Promise<{ seconds: number; summary: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('radclient', ['-q', '-s', '-f', file, '-p', String(PARALLEL), '-r', '1', '-t', '5', `127.0.0.1:${port}`, type, SECRET]);
    let summary = '';
    child.stdout.on('data', (chunk: Buffer) => (summary += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (summary += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, summary }));
  });
}

/** Starts SESSIONS sessions, then times REQUESTS Interim-Updates over them: 'updates per second (lost)'. */
async function accountingRun(dir: string, port: number): Promise<string> {
  const packet = (n: number, status: string, extra = '') =>
    `User-Name = "bench.${n}"\nAcct-Status-Type = ${status}\nAcct-Session-Id = "bench-${n}"\nNAS-IP-Address = 127.0.0.1\nNAS-Port = ${n}\n${extra}`;
  const starts = path.join(dir, 'starts.txt');
  fs.writeFileSync(starts, Array.from({ length: SESSIONS }, (_, n) => packet(n, 'Start')).join('\n'));
  await radclientRun(starts, port, 'acct');
  const updates = path.join(dir, 'updates.txt');
  fs.writeFileSync(
    updates,
    Array.from({ length: REQUESTS }, (_, i) =>
      packet(i % SESSIONS, 'Interim-Update', `Acct-Session-Time = ${60 + i}\nAcct-Output-Octets = ${i * 1500}\n`),
    ).join('\n'),
  );
  const { seconds, summary } = await radclientRun(updates, port, 'acct');
  const lost = /Lost\s*:\s*(\d+)/.exec(summary)?.[1] ?? '?';
  return `${(REQUESTS / seconds).toFixed(0)} (${lost} lost)`;
}

async function measure(kind: DatabaseKind): Promise<string> {
  const target = await freshTarget(kind);
  const config = loadConfig({ ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  const handle = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-radius-'));
  const settings = {
    ...loadRadiusSettings(),
    listenAddress: '127.0.0.1',
    authPort: 31812,
    acctPort: 31813,
    rejectDelay: 0,
    nasNetwork: '127.0.0.0/8',
  };
  const seedStart = Date.now();
  await migrateToLatest(handle.db);
  await seed(handle.db);
  const seeded = (Date.now() - seedStart) / 1000;
  await prepareRadius(config, handle.db, settings, dir);
  await handle.close();

  const requests = Array.from({ length: REQUESTS }, () => {
    const n = Math.floor(Math.random() * SUBSCRIBERS);
    return `User-Name = "bench.${n}"\nUser-Password = "${PASSWORD}"\n`;
  });
  const file = path.join(dir, 'requests.txt');
  fs.writeFileSync(file, requests.join('\n'));
  const radius = await startRadius(settings.bin, dir, { env: { ...process.env, TZ: settings.timeZone } });
  try {
    const { seconds, summary } = await radclientRun(file, settings.authPort);
    if (process.env.BENCH_RADIUS_SHOW) console.log(summary);
    const count = (label: string) => new RegExp(`${label}\\s*:\\s*(\\d+)`).exec(summary)?.[1] ?? '?';
    const interim = await accountingRun(dir, settings.acctPort);
    return `| ${kind} | ${SUBSCRIBERS.toLocaleString('en')} | ${REQUESTS.toLocaleString('en')} | ${PARALLEL} | ${(REQUESTS / seconds).toFixed(0)} | ${count('Accepted')} | ${count('Lost')} | ${interim} | ${seeded.toFixed(1)} s |`;
  } finally {
    await radius.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const which = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'both';
  const kinds: DatabaseKind[] = which === 'both' ? ['sqlite', 'postgres'] : [which as DatabaseKind];
  const rows = [];
  for (const kind of kinds) rows.push(await measure(kind));
  console.log('| database | subscribers | Access-Requests | outstanding | per second | accepted | lost | interim updates per second | seed |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
