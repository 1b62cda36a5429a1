import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { launchChromium } from '@console/testing/chromium';
import { listCalls, measureCeiling, measureLists, measureSignIn, type LoadFigure, type SignInFigures } from './api';
import { builtFiles, measurePages, remoteSizes, tourAreas, type PageTimings, type RemoteSize, type StepPhases, type TourReport } from './browser';
import { measureExport, type ExportFigure } from './export';
import { measureConcurrentExports, type ConcurrentExports } from './export-cap';
import { explainListCalls, type QueryPlan } from './plans';
import { formatCpuShares } from './process-cpu';
import { ensureSeeded, formatSeedReport, type SeedReport } from './seed';
import { startServer } from './server';
import { BENCH_DIR, PG_URL, activeUsernames, targetFor, volumesFromEnv, type DatabaseKind, type Target } from './targets';

interface DatabaseResults {
  target: Target;
  seed: SeedReport | null;
  lists: LoadFigure[];
  signIn: SignInFigures;
  exports: ExportFigure[];
  concurrentExports: ConcurrentExports;
  plans: QueryPlan[];
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const KB = 1024;
const MB = 1024 * 1024;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

async function measureDatabase(
  kind: DatabaseKind,
  onServer: (server: Awaited<ReturnType<typeof startServer>>, token: string) => Promise<void>,
): Promise<DatabaseResults> {
  const volumes = volumesFromEnv();
  const target = targetFor(kind, volumes);
  log(`\n== ${target.label}: seeding when needed`);
  const seed = await ensureSeeded(target, volumes, log);
  if (seed) log(formatSeedReport(seed));
  const server = await startServer(target);
  try {
    const token = await server.signIn();
    log(`== ${target.label}: list calls`);
    const lists = await measureLists(server, token, volumes.employees);
    log(`== ${target.label}: sign-in`);
    const signIn = await measureSignIn(server, token, await activeUsernames(target, 64));
    log(`== ${target.label}: exports`);
    const size = lists[0].size!;
    const exports = [await measureExport(server, token, 'csv', size), await measureExport(server, token, 'xlsx', size)];
    log(`== ${target.label}: ${CONCURRENT_EXPORTS} exports at once`);
    const concurrentExports = await measureConcurrentExports(server, token, CONCURRENT_EXPORTS);
    await onServer(server, token);
    await server.stop();
    log(`== ${target.label}: query plans`);
    const plans = await explainListCalls(target, listCalls(volumes.employees, Math.floor((size - 1) / 10) * 10));
    return { target, seed, lists, signIn, exports, concurrentExports, plans };
  } finally {
    await server.stop();
  }
}

function machine(): string[] {
  const cpu = os.cpus();
  const sqlite = (new SQLite(':memory:').prepare('select sqlite_version() as v').get() as { v: string }).v;
  return [
    `- CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores (shared with whatever else runs on the machine)`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB; ${os.type()} ${os.release()}`,
    `- Node.js ${process.version}; SQLite ${sqlite} (better-sqlite3)`,
  ];
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query("select current_setting('server_version') as v, current_setting('shared_buffers') as b");
    return `PostgreSQL ${rows[0].v} on 127.0.0.1 (shared_buffers ${rows[0].b}, otherwise default settings)`;
  } finally {
    await client.end();
  }
}

// Issue 32's goals: every list call p99 ≤ 50 ms, the first page at least 0.3× the bare ceiling.
const FIRST_PAGE_RATIO = 0.3;

function listRow(call: LoadFigure, ceiling: LoadFigure, first: boolean): string {
  const ratio = call.requestsPerSecond / ceiling.requestsPerSecond;
  const ok = call.p99 <= 50 && call.failures === 0 && (!first || ratio >= FIRST_PAGE_RATIO);
  const failures = call.failures ? `, ${count(call.failures)} failed` : '';
  const firstVisit = call.firstMs === undefined ? '' : `, first visit ${ms(call.firstMs)}`;
  return `${count(call.requestsPerSecond)} req/s, p50 ${ms(call.p50)}, p99 ${ms(call.p99)}, ${ratio.toFixed(2)}× ceiling${firstVisit}${failures} (${mark(ok)})`;
}

// Issue 32: this many users export at once while /api/health keeps answering.
const CONCURRENT_EXPORTS = 20;

function concurrentRow(c: ConcurrentExports): string {
  const ok = c.during.p99 < 50 && c.others === 0;
  return `/api/health p99 ${ms(c.during.p99)} during (p50 ${ms(c.during.p50)}, max ${ms(c.during.max)}, ${c.during.count} calls; idle p99 ${ms(c.idle.p99)}); ${c.ran} exports ran, last done after ${c.lastDoneSeconds.toFixed(1)} s, ${c.refused} answered 429 (waited past the limit), ${c.others} failed; ${formatCpuShares(c.cpu)} (${mark(ok)})`;
}

function exportRow(e: ExportFigure, minimum: number): string {
  const ok = e.rowsPerSecond >= minimum && e.peakRssBytes < 300 * MB && e.otherCalls.failures === 0 && e.health.p99 < 50;
  return `${count(e.rowsPerSecond)} rows/s (${e.seconds.toFixed(1)} s, ${(e.bytes / MB).toFixed(0)} MB), peak RSS ${(e.peakRssBytes / MB).toFixed(0)} MB; /api/health meanwhile p99 ${ms(e.health.p99)} (${e.health.count} calls); list calls meanwhile: ${e.otherCalls.count} answered, p50 ${ms(e.otherCalls.p50)}, max ${ms(e.otherCalls.max)}, ${e.otherCalls.failures} failed; ${formatCpuShares(e.cpu)} (${mark(ok)})`;
}

/** Which run's total is the median. */
const medianRun = (totals: number[]) => totals.indexOf(median(totals));

/** The median run's calls, sent and answered, and when it was drawn. */
function stepPhases(totals: number[], phases: StepPhases[]): string {
  const run = phases[medianRun(totals)];
  const calls = Object.entries(run.calls).map(([path, c]) => `${path} sent ${ms(c.sent)}, answered ${ms(c.answered)}`);
  return `${calls.join('; ')}; drawn ${ms(run.drawn)}`;
}

function report(options: {
  started: Date;
  seconds: number;
  machineLines: string[];
  chromium: string;
  ceiling: LoadFigure;
  results: DatabaseResults[];
  timings: PageTimings;
  tour: TourReport;
  remotes: RemoteSize[];
  shellMainGzip: number;
  loads: [number[], number[]];
}): string {
  const { ceiling, results, timings, tour } = options;
  const [sqlite, postgres] = results;
  const volumes = volumesFromEnv();
  const lines: string[] = [];
  lines.push('# Benchmark results', '');
  lines.push(`Written by \`npm run bench\` on ${options.started.toISOString()} in ${Math.round(options.seconds)} s.`, '');
  lines.push('## Machine', '', ...options.machineLines, `- ${options.chromium}`);
  lines.push(
    `- Load average (1 min) at the start of each database's run: ${options.loads[0].map((l) => l.toFixed(1)).join(', ')}; at the end: ${options.loads[1].map((l) => l.toFixed(1)).join(', ')}. Other work on the machine shows in every figure.`,
  );
  lines.push(
    `- Data: ${count(volumes.employees)} employees, ${count(volumes.plans)} plans, ${count(volumes.locations)} locations, ${count(volumes.salePoints)} sale points, ${count(volumes.users)} users (see Seeding).`,
  );
  lines.push(
    `- Load: autocannon, ${process.env.BENCH_CONNECTIONS ?? 10} connections, ${process.env.BENCH_SECONDS ?? 10} s per call after a 2 s warm-up, signed in; server started as \`npm start\` runs it, with LOG_LEVEL=warn.`,
    '',
  );

  lines.push('## Figures', '', '| figure | SQLite | PostgreSQL | target |', '|---|---|---|---|');
  lines.push(
    `| ceiling: bare Fastify, same JSON from memory | ${count(ceiling.requestsPerSecond)} req/s, p50 ${ms(ceiling.p50)}, p99 ${ms(ceiling.p99)} | (same) | |`,
  );
  sqlite.lists.forEach((call, i) => {
    const pgCall = postgres.lists[i];
    const target = i === 0 ? `p99 ≤ 50 ms, ≥ ${FIRST_PAGE_RATIO}× ceiling` : 'p99 ≤ 50 ms';
    lines.push(
      `| list employees: ${call.name} (${count(call.size ?? 0)} rows match) | ${listRow(call, ceiling, i === 0)} | ${listRow(pgCall, ceiling, i === 0)} | ${target} |`,
    );
  });
  const signIn = (s: SignInFigures) => `${ms(s.aloneMedianMs)} median alone`;
  lines.push(`| sign-in (argon2id), one at a time | ${signIn(sqlite.signIn)} | ${signIn(postgres.signIn)} | slow on purpose |`);
  const burst = (s: SignInFigures) =>
    `${count(s.burst.signIns)} sign-ins, ${s.burst.concurrency} at a time: ${s.burst.signInsPerSecond.toFixed(1)}/s, p99 ${ms(s.burst.signInP99)}; first page (2 connections) p99 ${ms(s.listAlone.p99)} alone → ${ms(s.listDuringBurst.p99)} during, ${count(s.listAlone.requestsPerSecond)} → ${count(s.listDuringBurst.requestsPerSecond)} req/s, ${s.listDuringBurst.failures} failed`;
  lines.push(`| burst of sign-ins beside list calls | ${burst(sqlite.signIn)} | ${burst(postgres.signIn)} | other calls keep answering |`);
  lines.push(
    `| export CSV, all ${count(sqlite.exports[0].rows)} employees | ${exportRow(sqlite.exports[0], 100_000)} | ${exportRow(postgres.exports[0], 100_000)} | ≥ 100,000 rows/s, < 300 MB, /api/health p99 < 50 ms |`,
  );
  lines.push(
    `| export XLSX, all ${count(sqlite.exports[1].rows)} employees | ${exportRow(sqlite.exports[1], 30_000)} | ${exportRow(postgres.exports[1], 30_000)} | ≥ 30,000 rows/s, < 300 MB, /api/health p99 < 50 ms |`,
  );
  lines.push(
    `| ${CONCURRENT_EXPORTS} CSV exports at once by ${CONCURRENT_EXPORTS} users (as many run as the server has cores, the rest wait) | ${concurrentRow(sqlite.concurrentExports)} | ${concurrentRow(postgres.concurrentExports)} | /api/health p99 < 50 ms |`,
  );

  const login = tour.steps[0];
  const loginGzip = login.sharedGzip + Object.values(login.ownGzip).reduce((a, b) => a + b, 0);
  lines.push('', '| browser (Chromium, production builds, gzip -9 of each file) | figure | target |', '|---|---|---|');
  lines.push(
    `| everything the login page loads | ${kb(loginGzip)} in ${login.scripts.length} scripts (shell main ${kb(options.shellMainGzip)}) | ≤ 300 KB (${mark(loginGzip <= 300 * KB)}) |`,
  );
  const firstScreens: Array<[string, string, string]> = [
    ['mf_auth', 'login page', 'login page'],
    ['mf_hr', 'reload on /folder/employee/all', 'employees list'],
    ['mf_internet', 'menu: Plans', 'plans list'],
    ['mf_security', 'menu: Users', 'users list'],
  ];
  for (const [app, stepStart, screen] of firstScreens) {
    const step = tour.steps.find((s) => s.step.startsWith(stepStart));
    const own = step?.ownGzip[app];
    // Since the light sign-in page (the shell's own) the login page loads nothing of mf_auth.
    const figure = own === undefined ? `none: ${screen} loads nothing of ${app}` : kb(own);
    lines.push(`| ${app}: own code for its first screen (${screen}: entry + route chunks) | ${figure} | ≤ 80 KB (${mark((own ?? 0) <= 80 * KB)}) |`);
  }
  const dashboard = tour.steps.find((s) => s.step.startsWith('menu: Dashboard'));
  const nivoElsewhere = tour.steps.filter((s) => s.nivo && !s.step.includes('Dashboard') && !s.step.startsWith('sign in, dashboard'));
  lines.push(
    `| nivo loaded only with the dashboard | on the dashboard: ${dashboard?.nivo ? 'yes' : 'no'}; elsewhere: ${nivoElsewhere.map((s) => s.step).join(', ') || 'never'} | only with the dashboard (${mark(!!dashboard?.nivo && nivoElsewhere.length === 0)}) |`,
  );
  const duplicates = tour.sharedLoads.filter((s) => s.apps.length > 1);
  const runtimeDuplicates = tour.runtimeProviders.filter((s) => s.from.length > 1);
  const both = duplicates.length === 0 && runtimeDuplicates.length === 0;
  lines.push(
    `| shared libraries downloaded twice (tour of every menu item; network log and the federation runtime's record) | network: ${duplicates.map((d) => `${d.name} from ${d.apps.join(' and ')}`).join('; ') || `each of ${tour.sharedLoads.length} libraries from one app`}; runtime: ${runtimeDuplicates.map((d) => `${d.name} from ${d.from.join(' and ')}`).join('; ') || `each of ${tour.runtimeProviders.length} provided by ${[...new Set(tour.runtimeProviders.flatMap((p) => p.from))].join(', ')}`} | none (${mark(both)}) |`,
  );
  const t = (values: number[], target: number) =>
    `${ms(median(values))} (runs: ${values.map((v) => Math.round(v)).join(', ')}) | ≤ ${target} s (${mark(median(values) <= target * 1000)})`;
  lines.push(`| login page ready, median of 5 cold loads | ${t(timings.loginReadyMs, 1.0)} |`);
  lines.push(`| sign-in to dashboard drawn | ${t(timings.signInToDashboardMs, 1.5)} |`);
  lines.push(
    `| where the median run's time went | filling the form ${ms(timings.signInFillingMs[medianRun(timings.signInToDashboardMs)])} (the page busy loading the console its first focus asked for), then from the Login click: ${stepPhases(timings.signInToDashboardMs, timings.signInPhases)} | |`,
  );
  lines.push(`| menu click to employees list drawn with data | ${t(timings.menuToEmployeesMs, 0.5)} |`);
  lines.push(`| where the median run's time went | from the click: ${stepPhases(timings.menuToEmployeesMs, timings.menuPhases)} | |`);

  lines.push(
    '',
    '## Remote sizes (gzip, from dist/ and mf-manifest.json)',
    '',
    '| remote | remoteEntry.js | exposed module: own sync chunks |',
    '|---|---|---|',
  );
  for (const r of options.remotes) lines.push(`| ${r.app} | ${kb(r.entryGzip)} | ${r.exposes.map((e) => `${e.name} ${kb(e.gzip)}`).join(', ')} |`);

  lines.push(
    '',
    '## Network log of the tour (scripts first fetched at each step, cache off)',
    '',
    '| step | scripts | own code by app (gzip) | shared libraries (gzip) |',
    '|---|---|---|---|',
  );
  for (const step of tour.steps) {
    const own = Object.entries(step.ownGzip)
      .map(([app, bytes]) => `${app} ${kb(bytes)}`)
      .join(', ');
    lines.push(
      `| ${step.step} | ${step.scripts.length} | ${own || '—'}${step.nivo ? ' (nivo)' : ''} | ${step.sharedNames.length ? `${kb(step.sharedGzip)}: ${step.sharedNames.join(', ')}` : '—'} |`,
    );
  }

  lines.push('', '## Seeding', '');
  for (const r of results) {
    lines.push(
      r.seed
        ? '```\n' + formatSeedReport(r.seed) + '\n```'
        : `${r.target.label}: already seeded with these volumes and this schema by a seed whose report was not kept; \`npm run seed -w bench\` reseeds and reports rows per second.`,
    );
  }

  lines.push(
    '',
    '## Query plans of the list calls',
    '',
    'Recorded from the real route (every query it ran on `employees`) and explained with the same parameters.',
    '',
  );
  for (const r of results) {
    lines.push(`### ${r.target.kind === 'sqlite' ? 'SQLite (EXPLAIN QUERY PLAN)' : 'PostgreSQL (EXPLAIN ANALYZE)'}`, '');
    for (const p of r.plans) lines.push(`${p.call}:`, '```sql', p.sql, '```', '```', p.plan, '```', '');
  }
  return lines.join('\n') + '\n';
}

/** `npm run bench` at the root builds first; the workspace script alone needs the builds to exist. */
function assertBuilt() {
  for (const app of ['shell', 'mf-auth', 'mf-hr', 'mf-internet', 'mf-security']) {
    if (!fs.existsSync(path.join(BENCH_DIR, '..', app, 'dist', 'mf-manifest.json'))) {
      throw new Error(`${app} has no production build: run \`npm run build\` (the root \`npm run bench\` does).`);
    }
  }
}

async function main() {
  const started = new Date();
  assertBuilt();
  const files = builtFiles();
  const loads: [number[], number[]] = [[], []];
  let timings: PageTimings | null = null;
  let tour: TourReport | null = null;
  let ceiling: LoadFigure | null = null;
  const results: DatabaseResults[] = [];
  for (const kind of ['sqlite', 'postgres'] as const) {
    loads[0].push(os.loadavg()[0]);
    results.push(
      await measureDatabase(kind, async (server, token) => {
        if (kind !== 'sqlite') return;
        log('== ceiling');
        ceiling = await measureCeiling(await server.api('/employees', { offset: 0, limit: 10, criteria: {} }, token));
        log('== browser: page timings');
        timings = await measurePages(server);
        log('== browser: tour of the areas');
        tour = await tourAreas(server, files);
      }),
    );
    loads[1].push(os.loadavg()[0]);
  }
  const browser = await launchChromium();
  const chromiumVersion = `Chromium ${browser.version()} (headless, playwright-core)`;
  await browser.close();
  const shellMain = [...files.values()].find((f) => f.app === 'shell' && f.file.startsWith('main.'));
  const markdown = report({
    started,
    seconds: (Date.now() - started.getTime()) / 1000,
    machineLines: [...machine(), `- ${await postgresVersion()}`],
    chromium: chromiumVersion,
    ceiling: ceiling!,
    results,
    timings: timings!,
    tour: tour!,
    remotes: remoteSizes(files),
    shellMainGzip: shellMain?.gzip ?? 0,
    loads,
  });
  const file = path.join(BENCH_DIR, 'RESULTS.md');
  fs.writeFileSync(file, `${markdown}${onTheWire()}`);
  log(`\n${markdown.slice(0, markdown.indexOf('## Remote sizes'))}`);
  log(`Written to ${file}`);
}

/** The latest `npm run wire` and `npm run lighthouse` figures (issue 12) and `npm run bench:lists` (issue 16), kept in RESULTS.md. */
function onTheWire(): string {
  const parts = ['wire-results.md', 'lighthouse-results.md']
    .map((name) => path.join(BENCH_DIR, name))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'));
  const lists = path.join(BENCH_DIR, 'list-sort-results.md');
  return (
    (parts.length ? `\n## On the wire (issue 12)\n\n${parts.join('\n')}` : '') + (fs.existsSync(lists) ? `\n${fs.readFileSync(lists, 'utf8')}` : '')
  );
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
