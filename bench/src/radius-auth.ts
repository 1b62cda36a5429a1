// `npm run bench:radius -w bench` (`-- --db sqlite` or `-- --db postgres` for one database): FreeRADIUS
// with the console's generated configuration on a fresh database, SQLite then PostgreSQL, measured by
// a small RADIUS client in this process (radius-wire.ts) that times every request from its datagram's
// send to FreeRADIUS's answer (radclient reports no latency). Prints two tables:
//
// 1. logins, the console beside its ceiling: stock FreeRADIUS 3.2 with its own schema and queries on
//    the same kind of database, holding the same logins in plain radcheck/radreply/radusergroup tables
//    (radius-stock.ts), measured first in the same run with the same load. PAP Access-Requests (with
//    Message-Authenticator) for random subscribers among BENCH_RADIUS_SUBSCRIBERS (100,000, each with
//    a current plan), then for random voucher PINs among BENCH_RADIUS_VOUCHERS (1,000,000, unused: the
//    console's first accept activates one: on PostgreSQL through the trigger on radpostauth, on
//    SQLite through the view radpostauth_voucher's, migration 0036); each first
//    BENCH_RADIUS_SINGLE (300) one at a time (the time per request without a queue), then
//    BENCH_RADIUS_REQUESTS (3,000) with BENCH_RADIUS_PARALLEL (32) outstanding: per second, p50, p99,
//    the ratio console / stock, and each FreeRADIUS process's CPU per login (steadier than the rate
//    on a shared machine; on SQLite it holds the database's work too; on PostgreSQL the CPU of the
//    backends serving each FreeRADIUS is its own column). Then the login storm: every subscriber once, in random order, with
//    BENCH_RADIUS_STORM_PARALLEL (64) outstanding, and how long it took (BENCH_RADIUS_STORM=0 leaves it out).
// 2. accounting and the console: an Accounting-Start for BENCH_RADIUS_SESSIONS (1,000) subscribers,
//    BENCH_RADIUS_REQUESTS Interim-Updates over those sessions alone; then the console's own server
//    (started like `npm start`, on the same database) revokes vouchers through its HTTP API one after
//    the other, BENCH_RADIUS_CONSOLE_WRITES (200) alone, then for as long as BENCH_RADIUS_BUSY_UPDATES
//    (20,000) Interim-Updates last: revoke p50/p99 and failures (an answer other than 200; the SQLite
//    codes the server logged are counted), lost accounting (no Accounting-Response: FreeRADIUS answers
//    only once the row is written), and FreeRADIUS log lines naming a database error.
//
// BENCH_RADIUS_FLAT_CHECK=1 (SQLite): the console's check query reads a plain table of every login's
// answers instead of the rules' views, the upper bound of a table kept in step (radius-flat-check.ts).
// Requests are not retransmitted; one unanswered after BENCH_RADIUS_TIMEOUT_MS (5,000) is lost.
// BENCH_RADIUS_SHOW=1 keeps the console server's log in bench/data/<kind>-radius-server.log, and each
// FreeRADIUS's in <kind>-radius-freeradius.log and <kind>-radius-stock.log.
// Seeding is bulk SQL (vouchers by a recursive CTE on SQLite, generate_series on PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startServerProcess } from '@console/testing/server-process';
import { loadConfig } from '../../server/src/config';
import { newId } from '../../server/src/core/ids';
import { createDatabase } from '../../server/src/db/create-database';
import { DEFAULT_DATABASE_TIMEOUTS } from '../../server/src/db/database-timeouts';
import { migrateToLatest } from '../../server/src/db/migrate';
import { prepareRadius } from '../../server/src/radius/prepare-radius';
import { flattenCheckQuery } from './radius-flat-check';
import { startRadius, type RunningRadius } from '../../server/src/radius/radius-process';
import { loadRadiusSettings } from '../../server/src/radius/radius-settings';
import { ACCT_STATUS, ATTR, accessRequest, accountingRequest, quantile, runLoad, type Attributes, type LoadResult } from './radius-wire';
import { cpuSeconds } from './process-cpu';
import { pinSql, seedStock, writeStockConfig } from './radius-stock';
import { ADMIN, BENCH_DIR, namedTarget, resetTarget, type DatabaseKind, type Target } from './targets';

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
/** BENCH_RADIUS_STORM=0 leaves out the login storm: every subscriber once, STORM_PARALLEL outstanding. */
const STORM = process.env.BENCH_RADIUS_STORM !== '0';
// The upper bound of a table of answers kept in step (radius-flat-check.ts); SQLite only.
const FLAT_CHECK = process.env.BENCH_RADIUS_FLAT_CHECK === '1';
const STORM_PARALLEL = Number(process.env.BENCH_RADIUS_STORM_PARALLEL ?? 64);
const STORM_LABEL = 'storm: every subscriber once';
/** Subscriber logins, then voucher logins, sent to each FreeRADIUS before measuring. */
const WARM_UP = 200;

/** 0..count-1 in random order (Fisher-Yates). */
function shuffled(count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** A fresh target `<kind>-radius-<subscribers>-<vouchers>` (database `bench_radius_<subscribers>_<vouchers>`). */
async function freshTarget(kind: DatabaseKind, label: string): Promise<Target> {
  const target = namedTarget(kind, `${kind}-${label}`, `bench_${label.replace(/-/g, '_')}`);
  await resetTarget(target);
  return target;
}

type Db = ReturnType<typeof createDatabase>['db'];

/** Voucher n's PIN, as pinSql spells it in SQL. */
const pinOf = (n: number) => String((n * 7919 + 12345) % 10_000_000_000).padStart(10, '0');
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
        ${sql.raw(pinSql(kind))}, ${salePointId}, null, null, null, null, ${now}, ${now}
      from s`.execute(db);
  } else {
    await sql`insert into vouchers (${columns})
      select 'bench-voucher-' || lpad(n::text, 8, '0'), 'bench-batch-' || lpad((n / ${BATCH_SIZE})::text, 8, '0'), n % ${BATCH_SIZE} + 1,
        ${sql.raw(pinSql(kind))}, ${salePointId}, null, null, null, null, ${now}::bigint, ${now}::bigint
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
  stockSeeded: number;
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
  /** The console's configuration, and stock FreeRADIUS on its own schema (radius-stock.ts). */
  ours: Measured;
  stock: Measured;
}

/**
 * A load's figures, the CPU FreeRADIUS's process used meanwhile (all its threads) and, on PostgreSQL,
 * the CPU its database's backends used (null on SQLite, where that work is in FreeRADIUS's threads).
 */
interface Measured extends LoadResult {
  cpuSeconds: number;
  backendCpuSeconds: number | null;
}

/**
 * CPU seconds of the PostgreSQL backends connected to `database`, per process: on PostgreSQL a
 * login's database work (planning, executing, committing) runs there, not in FreeRADIUS, and that is
 * where the console and stock FreeRADIUS differ. FreeRADIUS keeps its pool's connections open for
 * its life, so the same backends are read before and after a load (the server runs on this machine).
 */
async function backendCpu(db: Db, database: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = ${database} and backend_type = 'client backend' and pid <> pg_backend_pid()`.execute(db);
  return new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid)]));
}

/** The CPU the backends read `before` used since, and any new ones in all. */
function backendCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
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
  const label = `radius-${SUBSCRIBERS}-${VOUCHERS}`;
  const target = await freshTarget(kind, label);
  const config = loadConfig({ ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  // The seed's bulk inserts take longer than the server's statement timeout allows a request.
  const databaseTimeouts = { ...DEFAULT_DATABASE_TIMEOUTS, statementSeconds: 3600 };
  const handle = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, databaseTimeouts });
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
  if (FLAT_CHECK && kind === 'sqlite') await flattenCheckQuery(handle.db, dir);
  const stock = await seedStock(kind, label, {
    subscribers: SUBSCRIBERS,
    vouchers: VOUCHERS,
    password: PASSWORD,
    // What the console's views answer for the seeded plans: 30 days left; a voucher's 600 min of uptime.
    subscriberTimeout: 30 * 86400,
    voucherTimeout: 600 * 60,
  });
  console.error(`${kind}: seeded stock FreeRADIUS's tables in ${stock.seconds.toFixed(1)} s`);
  const stockDir = writeStockConfig(stock.database, settings, { address: '127.0.0.1', secret: SECRET });

  const wire = { host: '127.0.0.1', secret: SECRET, parallel: PARALLEL, timeoutMs: TIMEOUT_MS };
  const auth = { ...wire, port: settings.authPort, count: REQUESTS };
  const acct = { ...wire, port: settings.acctPort };
  const subscriberLogin = (id: number) => accessRequest(id, SECRET, `bench.${Math.floor(Math.random() * SUBSCRIBERS)}`, PASSWORD);
  const voucherLogin = (id: number) => {
    const pin = pinOf(Math.floor(Math.random() * VOUCHERS));
    return accessRequest(id, SECRET, pin, pin);
  };
  // Every subscriber once, in random order: the morning after a power cut.
  const stormOrder = shuffled(SUBSCRIBERS);
  const stormLogin = (i: number, id: number) => accessRequest(id, SECRET, `bench.${stormOrder[i]}`, PASSWORD);
  const loads: Array<{
    label: string;
    rows: number;
    parallel: number;
    count: number;
    build: (i: number, id: number) => ReturnType<typeof accessRequest>;
  }> = [
    // One at a time first: the time FreeRADIUS takes per request, without a queue in front of it.
    { label: 'subscribers', rows: SUBSCRIBERS, parallel: 1, count: SINGLE, build: (_, id) => subscriberLogin(id) },
    { label: 'subscribers', rows: SUBSCRIBERS, parallel: PARALLEL, count: REQUESTS, build: (_, id) => subscriberLogin(id) },
    ...(VOUCHERS > 0
      ? [
          { label: 'voucher PINs', rows: VOUCHERS, parallel: 1, count: SINGLE, build: (_: number, id: number) => voucherLogin(id) },
          { label: 'voucher PINs', rows: VOUCHERS, parallel: PARALLEL, count: REQUESTS, build: (_: number, id: number) => voucherLogin(id) },
        ]
      : []),
    ...(STORM ? [{ label: STORM_LABEL, rows: SUBSCRIBERS, parallel: STORM_PARALLEL, count: SUBSCRIBERS, build: stormLogin }] : []),
  ];
  // The databases whose backends serve each FreeRADIUS (PostgreSQL only).
  const consoleDatabase = kind === 'postgres' ? new URL(target.databaseUrl).pathname.slice(1) : null;
  const stockDatabase = stock.database.dialect === 'postgresql' ? stock.database.database : null;
  const runLogins = async (who: string, radius: RunningRadius, database: string | null) => {
    // Unmeasured: FreeRADIUS opens its pool's connections and defines the NAS as a client on first use;
    // on PostgreSQL each connection plans the console's statements once, a voucher's half of the rules
    // at its first voucher login (migration 0034), as a FreeRADIUS running for a while has done.
    await runLoad({ ...auth, parallel: PARALLEL, count: WARM_UP, build: (_, id) => subscriberLogin(id) });
    if (VOUCHERS > 0) await runLoad({ ...auth, parallel: PARALLEL, count: WARM_UP, build: (_, id) => voucherLogin(id) });
    const results: Measured[] = [];
    for (const load of loads) {
      const cpuBefore = cpuSeconds(radius.child.pid!);
      const backendsBefore = database ? await backendCpu(handle.db, database) : null;
      const result = await runLoad({ ...auth, parallel: load.parallel, count: load.count, build: load.build });
      const used = cpuSeconds(radius.child.pid!) - cpuBefore;
      const backendsUsed = database && backendsBefore ? backendCpuSince(backendsBefore, await backendCpu(handle.db, database)) : null;
      results.push({ ...result, cpuSeconds: used, backendCpuSeconds: backendsUsed });
      console.error(`${kind}, ${who}: ${load.label} with ${load.parallel} outstanding done`);
    }
    return results;
  };
  // Stock FreeRADIUS first, on its own, then the console's, which goes on to accounting.
  const stockRadius = await startRadius(settings.bin, stockDir, { env: { ...process.env, TZ: settings.timeZone } });
  let stockResults: Measured[];
  try {
    stockResults = await runLogins('stock', stockRadius, stockDatabase);
  } finally {
    if (process.env.BENCH_RADIUS_SHOW) fs.writeFileSync(path.join(BENCH_DIR, 'data', `${kind}-radius-stock.log`), stockRadius.output());
    await stockRadius.stop();
    fs.rmSync(stockDir, { recursive: true, force: true });
  }
  const radius = await startRadius(settings.bin, dir, { env: { ...process.env, TZ: settings.timeZone } });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const ourResults = await runLogins('console', radius, consoleDatabase);
    const logins: Login[] = loads.map(({ label, rows, parallel }, i) => ({ label, rows, parallel, ours: ourResults[i], stock: stockResults[i] }));

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
    if (process.env.BENCH_RADIUS_SHOW) {
      fs.writeFileSync(path.join(BENCH_DIR, 'data', `${kind}-radius-server.log`), running.output());
      fs.writeFileSync(path.join(BENCH_DIR, 'data', `${kind}-radius-freeradius.log`), radius.output());
    }
    const open = await handle.db
      .selectFrom('radacct')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('acctstoptime', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      kind,
      seeded,
      stockSeeded: stock.seconds,
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

const rate = (result: LoadResult) => result.sent / result.seconds;
/** Accepted, rejected and lost, when any was not accepted. */
const outcome = (result: LoadResult) =>
  result.answers[2] === result.sent ? 'all' : `${n0(result.answers[2] ?? 0)} / ${n0(result.answers[3] ?? 0)} / ${n0(result.lost)}`;

function loginRow(kind: DatabaseKind, { label, rows, parallel, ours, stock }: Login): string {
  const storm = label === STORM_LABEL ? ` (${ours.seconds.toFixed(0)} s / ${stock.seconds.toFixed(0)} s)` : '';
  const cpu = (seconds: number | null, result: Measured) => (seconds === null ? '—' : ms((seconds * 1000) / result.sent));
  const both = (of: (result: Measured) => number | null) => `${cpu(of(ours), ours)} / ${cpu(of(stock), stock)}`;
  return `| ${kind} | ${label} | ${n0(rows)} | ${n0(ours.sent)} | ${parallel} | ${n0(rate(ours))}${storm} | ${latency(ours.latencies)} | ${n0(rate(stock))} | ${latency(stock.latencies)} | ${(rate(ours) / rate(stock)).toFixed(2)} | ${both((r) => r.cpuSeconds)} | ${both((r) => r.backendCpuSeconds)} | ${outcome(ours)} | ${outcome(stock)} |`;
}

function print(all: Figures[]): void {
  console.log(
    "\nLogins (Access-Requests, PAP), timed per request from send to answer: the console, and stock FreeRADIUS on its own schema with the same logins (ratio: console / stock per second; CPU: FreeRADIUS's process per login, with SQLite's work on SQLite; PostgreSQL CPU: its backends serving FreeRADIUS per login; accepted: all, or accepted / rejected / lost):\n",
  );
  if (FLAT_CHECK)
    console.log(
      "The console's check query on SQLite read bench_flat_check, a plain table of every login's answers (BENCH_RADIUS_FLAT_CHECK=1): the upper bound of a table kept in step, not the product.\n",
    );
  console.log(
    '| database | logins | rows | Access-Requests | outstanding | console per second | p50 / p99 | stock per second | p50 / p99 | ratio | CPU per login: console / stock | PostgreSQL CPU per login: console / stock | console accepted | stock accepted |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const f of all) {
    for (const l of f.logins) console.log(loginRow(f.kind, l));
  }
  console.log(
    `\nAccounting (Interim-Updates over ${n0(SESSIONS)} sessions, ${PARALLEL} outstanding: ${n0(REQUESTS)} alone, ${n0(BUSY_UPDATES)} with revokes) and console writes (voucher revokes through the HTTP API, one at a time: ${n0(CONSOLE_WRITES)} alone, then for as long as the accounting lasts):\n`,
  );
  console.log(
    '| database | interim/s alone | p50 / p99 | lost | revoke alone p50 / p99 | interim/s with revokes | p50 / p99 | lost | revokes meanwhile: done / failed | revoke p50 / p99 | FreeRADIUS DB errors | seed: console / stock | load average after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const f of all) {
    const failed = (r: ConsoleResult) => Object.values(r.failures).reduce((a, b) => a + b, 0);
    const failedAlone = failed(f.consoleAlone) ? ` (alone: ${failed(f.consoleAlone)})` : '';
    console.log(
      `| ${f.kind} | ${n0(f.interimAlone.sent / f.interimAlone.seconds)} | ${latency(f.interimAlone.latencies)} | ${f.interimAlone.lost} | ${latency(f.consoleAlone.latencies)} | ${n0(f.interimWithConsole.sent / f.interimWithConsole.seconds)} | ${latency(f.interimWithConsole.latencies)} | ${f.interimWithConsole.lost} | ${f.consoleWithInterim.latencies.length} / ${failed(f.consoleWithInterim)}${failedAlone} | ${latency(f.consoleWithInterim.latencies)} | ${f.radiusDbErrors} | ${f.seeded.toFixed(1)} s / ${f.stockSeeded.toFixed(1)} s | ${f.loadAverage} |`,
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
  // Each database's tables as soon as it is done: a later failure does not lose them.
  for (const kind of kinds) print([await measure(kind)]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
