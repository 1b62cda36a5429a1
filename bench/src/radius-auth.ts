// `npm run bench:radius -w bench` (`-- --db sqlite` or `-- --db postgres` for one database): FreeRADIUS
// with the console's generated configuration on a fresh database, SQLite then PostgreSQL, measured by
// a small RADIUS client in this process (radius-wire.ts) that times every request from its datagram's
// send to FreeRADIUS's answer (radclient reports no latency). Prints two tables:
//
// 1. logins: PAP Access-Requests for random subscribers among BENCH_RADIUS_SUBSCRIBERS (100,000, each
//    with a current plan), then for random voucher PINs among BENCH_RADIUS_VOUCHERS (1,000,000, unused:
//    the first accept activates one, through the trigger on radpostauth); each first
//    BENCH_RADIUS_SINGLE (300) one at a time (the time per request without a queue), then
//    BENCH_RADIUS_REQUESTS (3,000) with BENCH_RADIUS_PARALLEL (32) outstanding: per second, p50, p99.
// 2. accounting and the console: an Accounting-Start for BENCH_RADIUS_SESSIONS (1,000) subscribers,
//    BENCH_RADIUS_REQUESTS Interim-Updates over those sessions alone; then the console's own server
//    (started like `npm start`, on the same database) revokes vouchers through its HTTP API one after
//    the other, BENCH_RADIUS_CONSOLE_WRITES (200) alone, then for as long as BENCH_RADIUS_BUSY_UPDATES
//    (20,000) Interim-Updates last: revoke p50/p99 and failures (an answer other than 200; the SQLite
//    codes the server logged are counted), lost accounting (no Accounting-Response: FreeRADIUS answers
//    only once the row is written), and FreeRADIUS log lines naming a database error.
//
// Requests are not retransmitted; one unanswered after BENCH_RADIUS_TIMEOUT_MS (5,000) is lost.
// BENCH_RADIUS_SHOW=1 keeps the console server's log in bench/data/<kind>-radius-server.log.
// Seeding is bulk SQL (vouchers by a recursive CTE on SQLite, generate_series on PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { startServerProcess } from '@console/testing/server-process';
import { loadConfig } from '../../server/src/config';
import { newId } from '../../server/src/core/ids';
import { createDatabase } from '../../server/src/db/create-database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { prepareRadius } from '../../server/src/radius/prepare-radius';
import { startRadius } from '../../server/src/radius/radius-process';
import { loadRadiusSettings } from '../../server/src/radius/radius-settings';
import { ACCT_STATUS, ATTR, accessRequest, accountingRequest, quantile, runLoad, type Attributes, type LoadResult } from './radius-wire';
import { ADMIN, BENCH_DIR, PG_URL, type DatabaseKind } from './targets';

const SUBSCRIBERS = Number(process.env.BENCH_RADIUS_SUBSCRIBERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_RADIUS_REQUESTS ?? 3_000);
const VOUCHERS = Number(process.env.BENCH_RADIUS_VOUCHERS ?? 1_000_000);
const SINGLE = Number(process.env.BENCH_RADIUS_SINGLE ?? 300);
const BUSY_UPDATES = Number(process.env.BENCH_RADIUS_BUSY_UPDATES ?? 20_000);
const CONSOLE_WRITES = Number(process.env.BENCH_RADIUS_CONSOLE_WRITES ?? 200);
const TIMEOUT_MS = Number(process.env.BENCH_RADIUS_TIMEOUT_MS ?? 5_000);
/** Vouchers per batch: the console's largest batch. */
const BATCH_SIZE = 10_000;
const PARALLEL = Number(process.env.BENCH_RADIUS_PARALLEL ?? 32);
const SECRET = 'bench-nas-secret';
const PASSWORD = 'bench-net-password';
const SESSIONS = Number(process.env.BENCH_RADIUS_SESSIONS ?? 1_000);

async function freshTarget(kind: DatabaseKind): Promise<{ dataDir: string; databaseUrl: string }> {
  const label = `radius-${SUBSCRIBERS}-${VOUCHERS}`;
  const dataDir = path.join(BENCH_DIR, 'data', `${kind}-${label}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { dataDir, databaseUrl: '' };
  const name = `bench_${label.replace(/-/g, '_')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

type Db = ReturnType<typeof createDatabase>['db'];

/** Voucher n's PIN: 10 digits, n scrambled (7919 is prime to 10^10, so PINs are distinct) so the index fills in random order like real PINs. */
export const pinOf = (n: number) => String((n * 7919 + 12345) % 10_000_000_000).padStart(10, '0');
const voucherId = (n: number) => `bench-voucher-${String(n).padStart(8, '0')}`;

/**
 * Subscribers `bench.<n>`, their network password kept as the console keeps it since migration 0015
 * (Cleartext-Password), each with a plan now; and VOUCHERS unused vouchers (PIN `pinOf(n)`, id `voucherId(n)`) of an instant-access plan
 * in batches of 10,000.
 */
async function seed(db: Db, kind: DatabaseKind): Promise<void> {
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
    .values({ id: profileId, name: 'Bench', description: '', rateLimit: '2M/4M', ipPool: 'pool1', ...stamps })
    .execute();
  await db
    .insertInto('plans')
    .values({
      id: planId,
      name: 'Bench',
      description: '',
      type: 1,
      amountKobo: 0,
      contractValueKobo: null,
      uptime: null,
      validity: 30,
      profileId,
      expiredProfileId: null,
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
  for (let start = 0; start < SUBSCRIBERS; start += 1000) {
    const ids = Array.from({ length: Math.min(1000, SUBSCRIBERS - start) }, (_, i) => ({ id: newId(), n: start + i }));
    await db
      .insertInto('customers')
      .values(
        ids.map(({ id, n }) => ({
          id,
          type: 1,
          firstName: 'Bench',
          lastName: String(n),
          companyName: '',
          contactPerson: '',
          name: `Bench ${n}`,
          phone: '',
          email: '',
          address: '',
          locationId,
          status: 1,
          username: `bench.${n}`,
          usernameKey: `bench.${n}`,
          passwordSsha512: '',
          networkPassword: PASSWORD,
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
          customerId: id,
          planId,
          startAt: now - 3600,
          endAt: now + 30 * 86400,
          amountKobo: 0,
          cancelledAt: null,
          reason: '',
          ...stamps,
        })),
      )
      .execute();
  }
  await seedVouchers(db, kind, { locationId, profileId, now });
}

async function seedVouchers(
  db: Db,
  kind: DatabaseKind,
  { locationId, profileId, now }: { locationId: string; profileId: string; now: number },
): Promise<void> {
  if (VOUCHERS === 0) return;
  const stamps = { created: now, updated: now };
  const planId = newId();
  const salePointId = newId();
  await db
    .insertInto('plans')
    .values({
      id: planId,
      name: 'Bench vouchers',
      description: '',
      type: 2,
      amountKobo: 0,
      contractValueKobo: null,
      uptime: 600,
      validity: 7,
      profileId,
      expiredProfileId: null,
      ...stamps,
    })
    .execute();
  await db
    .insertInto('sale_points')
    .values({ id: salePointId, name: 'Bench', type: 1, phone: '', smsSender: '', address: '', city: 'Lagos', locationId, ...stamps })
    .execute();
  const batches = Math.ceil(VOUCHERS / BATCH_SIZE);
  for (let start = 0; start < batches; start += 500) {
    await db
      .insertInto('voucher_batches')
      .values(
        Array.from({ length: Math.min(500, batches - start) }, (_, i) => ({
          id: `bench-batch-${String(start + i).padStart(8, '0')}`,
          number: start + i + 1,
          planId,
          salePointId,
          count: Math.min(BATCH_SIZE, VOUCHERS - (start + i) * BATCH_SIZE),
          pinLength: 10,
          prefix: '',
          amountKobo: 0,
          contractValueKobo: null,
          validity: 7,
          uptime: 600,
          createdBy: 'bench',
          ...stamps,
        })),
      )
      .execute();
  }
  const columns = sql.raw('id, batch_id, serial, pin, sale_point_id, activated_at, expires_at, used_up_at, revoked_at, created, updated');
  if (kind === 'sqlite') {
    await sql`with recursive s(n) as (select 0 union all select n + 1 from s where n < ${VOUCHERS - 1})
      insert into vouchers (${columns})
      select printf('bench-voucher-%08d', n), printf('bench-batch-%08d', n / ${BATCH_SIZE}), n % ${BATCH_SIZE} + 1,
        printf('%010d', (n * 7919 + 12345) % 10000000000), ${salePointId}, null, null, null, null, ${now}, ${now}
      from s`.execute(db);
  } else {
    await sql`insert into vouchers (${columns})
      select 'bench-voucher-' || lpad(n::text, 8, '0'), 'bench-batch-' || lpad((n / ${BATCH_SIZE})::text, 8, '0'), n % ${BATCH_SIZE} + 1,
        lpad(((n::bigint * 7919 + 12345) % 10000000000)::text, 10, '0'), ${salePointId}, null, null, null, null, ${now}::bigint, ${now}::bigint
      from generate_series(0, ${VOUCHERS - 1}::int) n`.execute(db);
    await sql`analyze`.execute(db);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`);
const n0 = (value: number) => Math.round(value).toLocaleString('en');
const latency = (values: number[]) => `${ms(quantile(values, 0.5))} / ${ms(quantile(values, 0.99))}`;

interface Figures {
  kind: DatabaseKind;
  seeded: number;
  logins: Login[];
  interimAlone: LoadResult;
  consoleAlone: ConsoleResult;
  interimWithConsole: LoadResult;
  consoleWithInterim: ConsoleResult;
  radiusDbErrors: number;
  /** SQLite error codes (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT...) in the console server's log, with counts. */
  serverDbErrors: Record<string, number>;
  openAfter: number;
  loadAverage: string;
}

interface Login {
  label: string;
  rows: number;
  parallel: number;
  result: LoadResult;
}

interface ConsoleResult {
  latencies: number[];
  failures: Record<string, number>;
  seconds: number;
}

/** Voucher revokes through the console's HTTP API, one after the other, until `count` are done or `until` settles. */
async function consoleWrites(
  api: (url: string, body: unknown) => Promise<{ status: number; body: { message?: string } }>,
  next: () => number,
  options: { count?: number; until?: Promise<unknown> },
): Promise<ConsoleResult> {
  const result: ConsoleResult = { latencies: [], failures: {}, seconds: 0 };
  let done = false;
  void options.until?.finally(() => (done = true));
  const begun = process.hrtime.bigint();
  for (let i = 0; options.count === undefined ? !done : i < options.count; i++) {
    const started = process.hrtime.bigint();
    const answer = await api('/services/internet/voucher/revoke', { id: voucherId(next()), reason: 'bench: console write during accounting' });
    const took = Number(process.hrtime.bigint() - started) / 1e6;
    if (answer.status === 200) result.latencies.push(took);
    else {
      const key = `${answer.status} ${answer.body.message ?? ''}`.trim();
      result.failures[key] = (result.failures[key] ?? 0) + 1;
    }
  }
  result.seconds = Number(process.hrtime.bigint() - begun) / 1e9;
  return result;
}

const sessionAttributes = (n: number, status: number, extra: Attributes = []): Attributes => [
  [ATTR.userName, `bench.${n}`],
  [ATTR.acctStatusType, status],
  [ATTR.acctSessionId, `bench-${n}`],
  [ATTR.nasIpAddress, { ip: '127.0.0.1' }],
  [ATTR.nasPort, n],
  ...extra,
];

async function measure(kind: DatabaseKind): Promise<Figures> {
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
  await seed(handle.db, kind);
  const seeded = (Date.now() - seedStart) / 1000;
  console.error(`${kind}: seeded ${SUBSCRIBERS} subscribers and ${VOUCHERS} vouchers in ${seeded.toFixed(1)} s`);
  await prepareRadius(config, handle.db, settings, dir);

  const wire = { host: '127.0.0.1', secret: SECRET, parallel: PARALLEL, timeoutMs: TIMEOUT_MS };
  const auth = { ...wire, port: settings.authPort, count: REQUESTS };
  const acct = { ...wire, port: settings.acctPort };
  const radius = await startRadius(settings.bin, dir, { env: { ...process.env, TZ: settings.timeZone } });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const subscriberLogin = (id: number) => accessRequest(id, SECRET, `bench.${Math.floor(Math.random() * SUBSCRIBERS)}`, PASSWORD);
    const voucherLogin = (id: number) => {
      const pin = pinOf(Math.floor(Math.random() * VOUCHERS));
      return accessRequest(id, SECRET, pin, pin);
    };
    const logins: Login[] = [];
    const login = async (label: string, rows: number, parallel: number, count: number, build: (id: number) => ReturnType<typeof accessRequest>) =>
      logins.push({ label, rows, parallel, result: await runLoad({ ...auth, parallel, count, build: (_, id) => build(id) }) });
    // One at a time first: the time FreeRADIUS takes per request, without a queue in front of it.
    await login('subscribers', SUBSCRIBERS, 1, SINGLE, subscriberLogin);
    await login('subscribers', SUBSCRIBERS, PARALLEL, REQUESTS, subscriberLogin);
    console.error(`${kind}: subscriber logins done`);
    if (VOUCHERS > 0) {
      await login('voucher PINs', VOUCHERS, 1, SINGLE, voucherLogin);
      await login('voucher PINs', VOUCHERS, PARALLEL, REQUESTS, voucherLogin);
    }
    console.error(`${kind}: voucher logins done`);

    await runLoad({ ...acct, count: SESSIONS, build: (n, id) => accountingRequest(id, SECRET, sessionAttributes(n, ACCT_STATUS.start)) });
    let sessionTime = 60;
    const interim = (count: number) =>
      runLoad({
        ...acct,
        count,
        build: (i, id) =>
          accountingRequest(
            id,
            SECRET,
            sessionAttributes(i % SESSIONS, ACCT_STATUS.interimUpdate, [
              [ATTR.acctSessionTime, sessionTime++],
              [ATTR.acctOutputOctets, i * 1500],
            ]),
          ),
      });
    const interimAlone = await interim(REQUESTS);
    console.error(`${kind}: interim updates alone done`);

    server = await startServerProcess({ env: { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl }, admin: ADMIN, startTimeoutMs: 180_000 });
    const running = server;
    const token = await running.signIn();
    const api = (url: string, body: unknown) => running.api(url, body, token);
    // Revoked from the last voucher down, each once.
    let revoked = VOUCHERS;
    const next = () => --revoked;
    const consoleAlone = await consoleWrites(api, next, { count: CONSOLE_WRITES });
    console.error(`${kind}: console writes alone done`);
    const logBefore = radius.output().length;
    const interimRun = interim(BUSY_UPDATES);
    const consoleWithInterim = await consoleWrites(api, next, { until: interimRun });
    const interimWithConsole = await interimRun;
    console.error(`${kind}: console writes with interim updates done`);
    const radiusDbErrors = radius
      .output()
      .slice(logBefore)
      .split('\n')
      .filter((line) => /locked|busy|rlm_sql.*(error|fail)|ERROR/i.test(line)).length;
    const serverDbErrors: Record<string, number> = {};
    for (const code of running.output().match(/SQLITE_[A-Z_]+|deadlock detected|could not serialize/g) ?? [])
      serverDbErrors[code] = (serverDbErrors[code] ?? 0) + 1;
    if (process.env.BENCH_RADIUS_SHOW) fs.writeFileSync(path.join(BENCH_DIR, 'data', `${kind}-radius-server.log`), running.output());
    const open = await handle.db
      .selectFrom('radacct')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('acctstoptime', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      kind,
      seeded,
      logins,
      interimAlone,
      consoleAlone,
      interimWithConsole,
      consoleWithInterim,
      radiusDbErrors,
      serverDbErrors,
      openAfter: Number(open.n),
      loadAverage: os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    };
  } finally {
    await server?.stop();
    await radius.stop();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function loginRow(kind: DatabaseKind, { label, rows, parallel, result }: Login): string {
  return `| ${kind} | ${label} | ${n0(rows)} | ${n0(result.sent)} | ${parallel} | ${n0(result.sent / result.seconds)} | ${latency(result.latencies)} | ${n0(result.answers[2] ?? 0)} | ${n0(result.answers[3] ?? 0)} | ${n0(result.lost)} |`;
}

function print(all: Figures[]): void {
  console.log('\nLogins (Access-Requests, PAP), timed per request from send to answer:\n');
  console.log('| database | logins | rows | Access-Requests | outstanding | per second | p50 / p99 | accepted | rejected | lost |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const f of all) {
    for (const l of f.logins) console.log(loginRow(f.kind, l));
  }
  console.log(
    `\nAccounting (Interim-Updates over ${n0(SESSIONS)} sessions, ${PARALLEL} outstanding: ${n0(REQUESTS)} alone, ${n0(BUSY_UPDATES)} with revokes) and console writes (voucher revokes through the HTTP API, one at a time: ${n0(CONSOLE_WRITES)} alone, then for as long as the accounting lasts):\n`,
  );
  console.log(
    '| database | interim/s alone | p50 / p99 | lost | revoke alone p50 / p99 | interim/s with revokes | p50 / p99 | lost | revokes meanwhile: done / failed | revoke p50 / p99 | FreeRADIUS DB errors | seed | load average after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const f of all) {
    const failed = (r: ConsoleResult) => Object.values(r.failures).reduce((a, b) => a + b, 0);
    const failedAlone = failed(f.consoleAlone) ? ` (alone: ${failed(f.consoleAlone)})` : '';
    console.log(
      `| ${f.kind} | ${n0(f.interimAlone.sent / f.interimAlone.seconds)} | ${latency(f.interimAlone.latencies)} | ${f.interimAlone.lost} | ${latency(f.consoleAlone.latencies)} | ${n0(f.interimWithConsole.sent / f.interimWithConsole.seconds)} | ${latency(f.interimWithConsole.latencies)} | ${f.interimWithConsole.lost} | ${f.consoleWithInterim.latencies.length} / ${failed(f.consoleWithInterim)}${failedAlone} | ${latency(f.consoleWithInterim.latencies)} | ${f.radiusDbErrors} | ${f.seeded.toFixed(1)} s | ${f.loadAverage} |`,
    );
  }
  for (const f of all) {
    const statuses = { ...f.consoleAlone.failures };
    for (const [k, v] of Object.entries(f.consoleWithInterim.failures)) statuses[k] = (statuses[k] ?? 0) + v;
    if (Object.keys(statuses).length)
      console.log(
        `\n${f.kind}: failed revokes answered ${Object.entries(statuses)
          .map(([k, v]) => `${v} × "${k}"`)
          .join(', ')}`,
      );
  }
  for (const f of all)
    if (Object.keys(f.serverDbErrors).length)
      console.log(
        `\n${f.kind}: the console server logged ${Object.entries(f.serverDbErrors)
          .map(([k, v]) => `${v} × "${k}"`)
          .join(', ')}`,
      );
  for (const f of all)
    if (f.openAfter !== SESSIONS) console.log(`\n${f.kind}: ${f.openAfter} open sessions in radacct after the run, ${SESSIONS} started.`);
}

async function main() {
  const which = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'both';
  const kinds: DatabaseKind[] = which === 'both' ? ['sqlite', 'postgres'] : [which as DatabaseKind];
  console.log(
    `${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const all: Figures[] = [];
  for (const kind of kinds) all.push(await measure(kind));
  print(all);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
