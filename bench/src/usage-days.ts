// `npm run bench:usage -w bench` (`-- --db sqlite` or `-- --db postgres` for one database): what the
// usage charts cost (docs/internet.md "Usage") with BENCH_USAGE_ROWS (10,000,000) closed sessions of
// BENCH_USAGE_SUBSCRIBERS (100,000) logins over 60 days, through BENCH_USAGE_NAS (1) NAS: one NAS
// carrying every session is the worst case of a NAS's 30 days.
//
// - a NAS's 30 days (usagePerDay by radacct.nas_id): BENCH_USAGE_NAS_RUNS (5) runs, median and worst;
// - a subscriber's 30 days (usagePerDay by login, and the counter's days): BENCH_USAGE_LOGIN_RUNS (200)
//   random logins, median and p99.
//
// Seeding is bench:quota's (seed/closed-sessions.ts): bulk SQL, radius_usage counted from radacct.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase } from '../../server/src/db/create-database';
import { DEFAULT_DATABASE_TIMEOUTS } from '../../server/src/db/database-timeouts';
import { migrateToLatest } from '../../server/src/db/migrate';
import { countedBytes } from '../../server/src/areas/internet/usage-quota';
import { dayWindows, usagePerDay } from '../../server/src/areas/internet/usage-days';
import { localDay, readClock } from '../../server/src/money/revenue-days';
import { quantile } from './radius-wire';
import { bulkSeries, seedClosedSessions } from './seed/closed-sessions';
import { namedTarget, publishResults, resetTarget, runBench, targetConfig, type DatabaseKind } from './targets';

const ROWS = Number(process.env.BENCH_USAGE_ROWS ?? 10_000_000);
const SUBSCRIBERS = Number(process.env.BENCH_USAGE_SUBSCRIBERS ?? 100_000);
const NAS_COUNT = Number(process.env.BENCH_USAGE_NAS ?? 1);
const NAS_RUNS = Number(process.env.BENCH_USAGE_NAS_RUNS ?? 5);
const LOGIN_RUNS = Number(process.env.BENCH_USAGE_LOGIN_RUNS ?? 200);

type Db = ReturnType<typeof createDatabase>['db'];

async function seed(db: Db, kind: DatabaseKind): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await sql
    .raw(
      bulkSeries(
        kind,
        NAS_COUNT,
        `INSERT INTO nas (id, nasname, shortname, type, secret, description, created, updated)
        SELECT 'bench-nas-' || n, '10.99.0.' || n, 'bench' || n, 'other', 'bench-nas-secret-1', '', ${now}, ${now}`,
      ),
    )
    .execute(db);
  // Sessions of 90 minutes: some run across a midnight.
  await seedClosedSessions(db, kind, {
    rows: ROWS,
    subscribers: SUBSCRIBERS,
    seconds: 5400,
    now,
    nasId: `'bench-nas-' || (n % ${NAS_COUNT})`,
    nasAddress: '10.99.0.1',
    prefix: 'u',
  });
  await sql.raw('ANALYZE').execute(db);
}

const ms = (values: number[], q: number) => quantile(values, q).toFixed(1);

async function measure(kind: DatabaseKind): Promise<string[]> {
  const target = namedTarget(kind, `${kind}-usage`, 'bench_usage');
  await resetTarget(target);
  const config = targetConfig(target);
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    databaseTimeouts: { ...DEFAULT_DATABASE_TIMEOUTS, statementSeconds: 7200 },
  });
  try {
    const { db, dialect } = handle;
    await migrateToLatest(db);
    const seeding = performance.now();
    await seed(db, kind);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(0);
    const clock = await readClock(db);
    const today = localDay(clock, Math.floor(Date.now() / 1000));
    const days = dayWindows(clock, today - 29, today);
    const nasTimes: number[] = [];
    let nasSessions = 0;
    for (let i = 0; i < NAS_RUNS; i++) {
      const started = performance.now();
      const usage = await usagePerDay(db, dialect, sql`r.nas_id = ${'bench-nas-0'}`, days, clock);
      nasTimes.push(performance.now() - started);
      nasSessions = usage.total.sessions;
    }
    const loginTimes: number[] = [];
    for (let i = 0; i < LOGIN_RUNS; i++) {
      const login = `bench.${(i * 7919) % SUBSCRIBERS}`;
      const started = performance.now();
      await usagePerDay(db, dialect, sql`r.username = ${login}`, days, clock);
      await countedBytes(db, login, today - 29, today);
      loginTimes.push(performance.now() - started);
    }
    return [
      `## ${kind}: ${ROWS.toLocaleString('en')} sessions of ${SUBSCRIBERS.toLocaleString('en')} logins over 60 days through ${NAS_COUNT} NAS (seeded in ${seeded} s)`,
      '',
      `- a NAS's 30 days (${nasSessions.toLocaleString('en')} sessions started in them): median ${ms(nasTimes, 0.5)} ms, worst ${ms(nasTimes, 1)} ms (${NAS_RUNS} runs)`,
      `- a subscriber's 30 days: median ${ms(loginTimes, 0.5)} ms, p99 ${ms(loginTimes, 0.99)} ms (${LOGIN_RUNS} logins)`,
    ];
  } finally {
    await handle.close();
  }
}

runBench(async () => {
  const which = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'both';
  const kinds: DatabaseKind[] = which === 'both' ? ['sqlite', 'postgres'] : [which as DatabaseKind];
  const lines: string[] = [];
  for (const kind of kinds) lines.push(...(await measure(kind)), '');
  publishResults(`usage-results${kinds.length === 1 ? `-${kinds[0]}` : ''}.md`, lines);
});
