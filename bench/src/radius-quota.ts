// `npm run bench:quota -w bench` (`-- --db sqlite` or `-- --db postgres` for one database): what the data
// quota costs FreeRADIUS (docs/radius.md "Data quotas"), at BENCH_QUOTA_SUBSCRIBERS (100,000) subscribers
// with BENCH_QUOTA_ROWS (10,000,000) accounting rows, the same run with and without quotas:
//
// - per Access-Request: PAP logins of random subscribers, BENCH_QUOTA_SINGLE (300) one at a time, then
//   BENCH_QUOTA_REQUESTS (3,000) with 32 outstanding; "without" is the plan with no quota (radius_logins
//   skips the count), "with" the same plan with a monthly quota of 100 GB (the count read: the login's
//   radius_usage rows of this month). Rounds alternate (without, with, without, with) so the machine's
//   drift falls on both.
// - per Interim-Update: an Accounting-Start for BENCH_QUOTA_SESSIONS (1,000) sessions, then
//   BENCH_QUOTA_REQUESTS Interim-Updates with 32 outstanding; "without" with the counter's triggers
//   dropped, "with" with them (each update adds its growth to the login's row of the day).
// - the sweep's quota notices over the open sessions (recordQuotaEvents), once, timed.
//
// Seeding is bulk SQL: subscribers and radacct by a recursive CTE (SQLite) or generate_series
// (PostgreSQL), with the counter's triggers off, then radius_usage counted from radacct in one statement.
// Each radacct row is a closed session of a random-ish subscriber within the last 60 days.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../server/src/config';
import { createDatabase } from '../../server/src/db/create-database';
import { DEFAULT_DATABASE_TIMEOUTS } from '../../server/src/db/database-timeouts';
import { migrateToLatest } from '../../server/src/db/migrate';
import { USAGE_TRIGGERS, usageCounter } from '../../server/src/db/migrations/0024-data-quotas';
import { prepareRadius } from '../../server/src/radius/prepare-radius';
import { recordQuotaEvents } from '../../server/src/radius/quota-events';
import { startRadius } from '../../server/src/radius/radius-process';
import { loadRadiusSettings } from '../../server/src/radius/radius-settings';
import { ACCT_STATUS, ATTR, accessRequest, accountingRequest, quantile, runLoad, type Attributes, type LoadResult } from './radius-wire';
import { bulkSeries, seedClosedSessions } from './seed/closed-sessions';
import { namedTarget, publishResults, resetTarget, runBench, type DatabaseKind } from './targets';

const SUBSCRIBERS = Number(process.env.BENCH_QUOTA_SUBSCRIBERS ?? 100_000);
const ROWS = Number(process.env.BENCH_QUOTA_ROWS ?? 10_000_000);
const SINGLE = Number(process.env.BENCH_QUOTA_SINGLE ?? 300);
const REQUESTS = Number(process.env.BENCH_QUOTA_REQUESTS ?? 3_000);
const SESSIONS = Number(process.env.BENCH_QUOTA_SESSIONS ?? 1_000);
const PARALLEL = 32;
/** FreeRADIUS's auth port (accounting the next): another for a second run at the same time. */
const PORT = Number(process.env.BENCH_QUOTA_PORT ?? 31822);
const TIMEOUT_MS = 5_000;
const SECRET = 'bench-nas-secret';
const PASSWORD = 'bench-net-password';
/** The plan's quota in the runs with quotas: 100 GB a month, which no seeded subscriber reaches. */
const QUOTA_MB = 100 * 1024;

type Db = ReturnType<typeof createDatabase>['db'];

/** One profile, one plan (no quota), the NAS, SUBSCRIBERS subscribers with a current plan, ROWS closed sessions. */
async function seed(db: Db, kind: DatabaseKind): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const pg = kind === 'postgres';
  await sql`insert into locations (id, code, name, created, updated) values ('bench-location', 'BENCH', 'Bench', ${now}, ${now})`.execute(db);
  await sql`insert into service_profiles (id, name, description, rate_limit, ip_pool, created, updated)
    values ('bench-profile', 'Bench', '', '2M/4M', 'pool1', ${now}, ${now})`.execute(db);
  // Ten sessions at a time: the bench's open sessions do not refuse their subscribers' logins.
  await sql`insert into plans (id, name, description, type, amount_kobo, validity, simultaneous_use, profile_id, created, updated)
    values ('bench-plan', 'Bench', '', 1, 0, 30, 10, 'bench-profile', ${now}, ${now})`.execute(db);
  await sql`insert into nas (id, nasname, shortname, type, secret, description, created, updated)
    values ('bench-nas', '127.0.0.1', 'bench', 'other', ${SECRET}, '', ${now}, ${now})`.execute(db);
  const series = (count: number, body: string) => bulkSeries(kind, count, body);
  const pad = (n: string) => (pg ? `lpad(${n}::text, 8, '0')` : `printf('%08d', ${n})`);
  await sql
    .raw(
      series(
        SUBSCRIBERS,
        `INSERT INTO customers (id, type, first_name, last_name, company_name, contact_person, name, phone, email, address, location_id,
          status, username, username_key, password_ssha512, network_password, notes, created, updated)
        SELECT 'bench-customer-' || ${pad('n')}, 1, 'Bench', n, '', '', 'Bench ' || n, '', '', '', 'bench-location',
          1, 'bench.' || n, 'bench.' || n, '', '${PASSWORD}', '', ${now}, ${now}`,
      ),
    )
    .execute(db);
  await sql
    .raw(
      series(
        SUBSCRIBERS,
        `INSERT INTO subscriptions (id, customer_id, plan_id, start_at, end_at, amount_kobo, cancelled_at, reason, created, updated)
        SELECT 'bench-subscription-' || ${pad('n')}, 'bench-customer-' || ${pad('n')}, 'bench-plan', ${now - 86400}, ${now + 29 * 86400},
          0, NULL, '', ${now}, ${now}`,
      ),
    )
    .execute(db);
  await seedClosedSessions(db, kind, {
    rows: ROWS,
    subscribers: SUBSCRIBERS,
    seconds: 1800,
    now,
    nasId: "'bench-nas'",
    nasAddress: '127.0.0.1',
    prefix: 'q',
  });
  await sql.raw('ANALYZE').execute(db);
}

const sessionAttributes = (n: number, status: number, extra: Attributes = []): Attributes => [
  [ATTR.userName, `bench.${n}`],
  [ATTR.acctStatusType, status],
  [ATTR.acctSessionId, `quota-${n}`],
  [ATTR.nasIpAddress, { ip: '127.0.0.1' }],
  [ATTR.nasPort, n],
  ...extra,
];

interface Round {
  quotas: boolean;
  single: LoadResult;
  parallel: LoadResult;
  interim: LoadResult;
}

async function measure(kind: DatabaseKind): Promise<string[]> {
  const label = `quota-${SUBSCRIBERS}-${ROWS}`;
  const target = namedTarget(kind, `${kind}-${label}`, `bench_${label.replace(/-/g, '_')}`);
  await resetTarget(target);
  const config = loadConfig({ ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    databaseTimeouts: { ...DEFAULT_DATABASE_TIMEOUTS, statementSeconds: 7200 },
  });
  const db = handle.db;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-quota-'));
  const settings = {
    ...loadRadiusSettings(),
    listenAddress: '127.0.0.1',
    authPort: PORT,
    acctPort: PORT + 1,
    rejectDelay: 0,
    nasNetwork: '127.0.0.0/8',
  };
  const seedStart = Date.now();
  await migrateToLatest(db);
  await seed(db, kind);
  const seeded = (Date.now() - seedStart) / 1000;
  const usageRows = Number((await sql<{ n: number }>`select count(*) as n from radius_usage`.execute(db)).rows[0].n);
  console.error(`${kind}: seeded ${SUBSCRIBERS} subscribers, ${ROWS} radacct rows (${usageRows} counter rows) in ${seeded.toFixed(0)} s`);
  await prepareRadius(config, db, settings, dir);
  const radius = await startRadius(settings.bin, dir, { env: { ...process.env, TZ: settings.timeZone } });
  const wire = { host: '127.0.0.1', secret: SECRET, timeoutMs: TIMEOUT_MS };
  const login = (_: number, id: number) => accessRequest(id, SECRET, `bench.${Math.floor(Math.random() * SUBSCRIBERS)}`, PASSWORD);
  let sessionTime = 60;
  const interim = (i: number, id: number) =>
    accountingRequest(
      id,
      SECRET,
      sessionAttributes(i % SESSIONS, ACCT_STATUS.interimUpdate, [
        [ATTR.acctSessionTime, sessionTime++],
        [ATTR.acctOutputOctets, sessionTime * 1500],
        [ATTR.acctInputOctets, sessionTime * 150],
      ]),
    );
  const setQuotas = async (on: boolean) => {
    await sql`update plans set quota_total_mb = ${on ? QUOTA_MB : 0}, quota_reset = 'monthly' where id = 'bench-plan'`.execute(db);
    for (const name of USAGE_TRIGGERS[kind]) await sql.raw(`DROP TRIGGER IF EXISTS ${name}${kind === 'postgres' ? ' ON radacct' : ''}`).execute(db);
    if (on) for (const statement of usageCounter(kind)) await sql.raw(statement).execute(db);
  };
  try {
    // Unmeasured: the pool's connections open, the NAS is defined; then the sessions the updates are about.
    await runLoad({ ...wire, port: settings.authPort, parallel: PARALLEL, count: 200, build: login });
    await runLoad({
      ...wire,
      port: settings.acctPort,
      parallel: PARALLEL,
      count: SESSIONS,
      build: (n, id) => accountingRequest(id, SECRET, sessionAttributes(n, ACCT_STATUS.start)),
    });
    const rounds: Round[] = [];
    for (const quotas of [false, true, false, true]) {
      await setQuotas(quotas);
      const single = await runLoad({ ...wire, port: settings.authPort, parallel: 1, count: SINGLE, build: login });
      const parallel = await runLoad({ ...wire, port: settings.authPort, parallel: PARALLEL, count: REQUESTS, build: login });
      const updates = await runLoad({ ...wire, port: settings.acctPort, parallel: PARALLEL, count: REQUESTS, build: interim });
      rounds.push({ quotas, single, parallel, interim: updates });
      console.error(`${kind}: round ${rounds.length} (${quotas ? 'with' : 'without'} quotas) done`);
    }
    const sweepStart = process.hrtime.bigint();
    await recordQuotaEvents(db, kind);
    const sweepMs = Number(process.hrtime.bigint() - sweepStart) / 1e6;
    return report(kind, { seeded, usageRows, rounds, sweepMs });
  } finally {
    if (process.env.BENCH_QUOTA_SHOW) fs.writeFileSync(path.join(target.dataDir, 'freeradius.log'), radius.output());
    await radius.stop();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const figures = (result: LoadResult) =>
  `${Math.round(result.sent / result.seconds).toLocaleString('en')} | ${ms(quantile(result.latencies, 0.5))} / ${ms(quantile(result.latencies, 0.99))} ms | ${
    result.lost
  }`;
const accepted = (result: LoadResult) => (result.answers[2] === result.sent ? 'all' : `${result.answers[2] ?? 0} of ${result.sent}`);

const LOAD_NAMES = {
  single: 'Access-Requests one at a time',
  parallel: 'Access-Requests, 32 outstanding',
  interim: 'Interim-Updates, 32 outstanding',
};

function report(kind: DatabaseKind, run: { seeded: number; usageRows: number; rounds: Round[]; sweepMs: number }): string[] {
  const lines = [
    `${kind}, ${new Date().toISOString()}, ${SUBSCRIBERS.toLocaleString('en')} subscribers, ${ROWS.toLocaleString('en')} radacct rows, ${run.usageRows.toLocaleString(
      'en',
    )} radius_usage rows; seeded in ${run.seeded.toFixed(0)} s; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    '',
    '| round | quotas | logins 1 at a time: per second | p50 / p99 | lost | accepted | logins, 32 outstanding: per second | p50 / p99 | lost | accepted | interim updates, 32 outstanding: per second | p50 / p99 | lost |',
    '| ----- | ------ | ------------------------------ | --------- | ---- | -------- | ---------------------------------- | --------- | ---- | -------- | ------------------------------------------- | --------- | ---- |',
    ...run.rounds.map(
      (r, i) =>
        `| ${i + 1} | ${r.quotas ? 'with' : 'without'} | ${figures(r.single)} | ${accepted(r.single)} | ${figures(r.parallel)} | ${accepted(r.parallel)} | ${figures(r.interim)} |`,
    ),
    '',
    ...(['single', 'parallel', 'interim'] as const).map((load) => {
      const of = (quotas: boolean) => run.rounds.filter((r) => r.quotas === quotas).map((r) => r[load]);
      const rate = (results: LoadResult[]) => results.reduce((sum, r) => sum + r.sent, 0) / results.reduce((sum, r) => sum + r.seconds, 0);
      const p99 = (results: LoadResult[]) =>
        quantile(
          results.flatMap((r) => r.latencies),
          0.99,
        );
      const [without, withQuotas] = [of(false), of(true)];
      const slower = (1 - rate(withQuotas) / rate(without)) * 100;
      return `- ${LOAD_NAMES[load]}: ${Math.round(rate(withQuotas))} a second with quotas, ${Math.round(rate(without))} without (${Math.abs(slower).toFixed(0)} % ${
        slower >= 0 ? 'slower' : 'faster'
      }); p99 ${ms(p99(withQuotas))} ms against ${ms(p99(without))} ms.`;
    }),
    '',
    `The sweep's quota notices over ${SESSIONS.toLocaleString('en')} open sessions: ${ms(run.sweepMs)} ms.`,
  ];
  return lines;
}

runBench(async () => {
  const which = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'both';
  const kinds: DatabaseKind[] = which === 'both' ? ['sqlite', 'postgres'] : [which as DatabaseKind];
  const lines: string[] = [];
  for (const kind of kinds) lines.push(...(await measure(kind)), '');
  publishResults(`quota-results${kinds.length === 1 ? `-${kinds[0]}` : ''}.md`, lines);
});
