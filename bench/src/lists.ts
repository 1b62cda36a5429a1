import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, measureCeiling, measureLists, type LoadFigure } from './api';
import { explainListCalls, type QueryPlan } from './plans';
import { ensureSeeded } from './seed';
import { startServer, type RunningServer } from './server';
import { BENCH_DIR, targetFor, volumesFromEnv, type DatabaseKind } from './targets';

/**
 * Issue 16: the employee list sorted by surname and by appointment date, first, middle and last
 * page, descending, 100 rows a page, and department + status + state together sorted by surname,
 * on SQLite and PostgreSQL at the seeded volume. `npm run bench:lists -w bench` (seeds when
 * needed); writes bench/list-sort-results.md, which RESULTS.md quotes.
 *
 * `npm run bench:lists -w bench -- --calls`: issue 32's list calls as `npm run bench` measures them
 * (first page, name, staff ID, last, middle and next pages) against the bare-Fastify ceiling, on both
 * databases, without the exports, sign-ins and browser runs around them; prints, writes nothing.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en');

type Body = { offset: number; limit: number; criteria: Record<string, unknown>; sort?: { column: string; direction: 'asc' | 'desc' } };
interface Call {
  name: string;
  body: Body;
}

const lastOffset = (size: number, limit: number) => Math.max(0, Math.floor((size - 1) / limit) * limit);
const middleOffset = (size: number, limit: number) => Math.floor(size / 2 / limit) * limit;

/** The calls, with offsets from the real totals: the whole list's and the filter combination's. */
async function callsFor(server: RunningServer, token: string): Promise<Call[]> {
  const all = await server.api('/employees', { offset: 0, limit: 1, criteria: {} }, token);
  const departments = await server.api('/employee/departments', { offset: 0, limit: 1, criteria: {} }, token);
  const combination = { departmentId: departments.data.departments[0].id, status: 0, state: 'Lagos' };
  const combined = await server.api('/employees', { offset: 0, limit: 1, criteria: combination }, token);
  const size = all.data.size as number;
  const matched = combined.data.size as number;
  const surname = { column: 'surname', direction: 'asc' } as const;
  const appointment = { column: 'appointmentDate', direction: 'asc' } as const;
  return [
    { name: 'by surname, first page', body: { offset: 0, limit: 10, criteria: {}, sort: surname } },
    {
      name: `by surname, middle page (offset ${count(middleOffset(size, 10))})`,
      body: { offset: middleOffset(size, 10), limit: 10, criteria: {}, sort: surname },
    },
    {
      name: `by surname, last page (offset ${count(lastOffset(size, 10))})`,
      body: { offset: lastOffset(size, 10), limit: 10, criteria: {}, sort: surname },
    },
    { name: 'by surname descending, first page', body: { offset: 0, limit: 10, criteria: {}, sort: { ...surname, direction: 'desc' } } },
    { name: 'by surname, first page of 100', body: { offset: 0, limit: 100, criteria: {}, sort: surname } },
    { name: 'by appointment date, first page', body: { offset: 0, limit: 10, criteria: {}, sort: appointment } },
    {
      name: `by appointment date, middle page (offset ${count(middleOffset(size, 10))})`,
      body: { offset: middleOffset(size, 10), limit: 10, criteria: {}, sort: appointment },
    },
    {
      name: `by appointment date, last page (offset ${count(lastOffset(size, 10))})`,
      body: { offset: lastOffset(size, 10), limit: 10, criteria: {}, sort: appointment },
    },
    {
      name: `department + active + Lagos by surname, first page (${count(matched)} match)`,
      body: { offset: 0, limit: 10, criteria: combination, sort: surname },
    },
    {
      name: `department + active + Lagos by surname, middle page (offset ${count(middleOffset(matched, 10))})`,
      body: { offset: middleOffset(matched, 10), limit: 10, criteria: combination, sort: surname },
    },
    {
      name: `department + active + Lagos by surname, last page (offset ${count(lastOffset(matched, 10))})`,
      body: { offset: lastOffset(matched, 10), limit: 10, criteria: combination, sort: surname },
    },
  ];
}

interface DatabaseRun {
  label: string;
  figures: LoadFigure[];
  plans: QueryPlan[];
  load: [number, number];
}

async function measure(kind: DatabaseKind): Promise<DatabaseRun> {
  const volumes = volumesFromEnv();
  const target = targetFor(kind, volumes);
  log(`== ${target.label}: seeding when needed`);
  await ensureSeeded(target, volumes, log);
  const before = os.loadavg()[0];
  const server = await startServer(target);
  let calls: Call[];
  const figures: LoadFigure[] = [];
  try {
    const token = await server.signIn();
    calls = await callsFor(server, token);
    for (const call of calls) {
      const answer = await server.api('/employees', call.body, token);
      if (answer.status !== 200 || answer.data.employees.length === 0) throw new Error(`${call.name}: ${answer.status} ${answer.message}`);
      log(`   ${call.name}`);
      figures.push({ ...(await load(call.name, `${server.baseUrl}/api/employees`, call.body, token, SECONDS)), size: answer.data.size });
    }
  } finally {
    await server.stop();
  }
  const plans = await explainListCalls(target, calls);
  return { label: target.label, figures, plans, load: [before, os.loadavg()[0]] };
}

function markdown(runs: DatabaseRun[], started: Date): string {
  const [sqlite, postgres] = runs;
  const cell = (f: LoadFigure) =>
    `${count(f.requestsPerSecond)} req/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}${f.failures ? `, ${f.failures} failed` : ''}`;
  const lines = [
    '## Sorting, page sizes and filters (issue 16)',
    '',
    `Written by \`npm run bench:lists -w bench\` on ${started.toISOString()}; autocannon, 10 connections, ${SECONDS} s per call after a 2 s warm-up.`,
    `Load average (1 min) before and after: SQLite ${sqlite.load.map((l) => l.toFixed(1)).join(' → ')}, PostgreSQL ${postgres.load.map((l) => l.toFixed(1)).join(' → ')}` +
      ' (other branches\u2019 tests share the 2 cores: every figure carries that).',
    '',
    `| employee list call | ${sqlite.label} | ${postgres.label} | target |`,
    '|---|---|---|---|',
    ...sqlite.figures.map((f, i) => `| ${f.name} | ${cell(f)} | ${cell(postgres.figures[i])} | p99 < 50 ms |`),
    '',
  ];
  for (const run of runs) {
    lines.push(`### Plans, ${run.label}`, '');
    for (const plan of run.plans) lines.push(`${plan.call}:`, '', '```', plan.sql, '', plan.plan, '```', '');
  }
  return lines.join('\n');
}

async function measureCalls() {
  let ceiling: LoadFigure | undefined;
  const lines = ['| database | call | req/s | × ceiling | p50 | p99 | first visit |', '|---|---|---|---|---|---|---|'];
  for (const kind of ['sqlite', 'postgres'] as const) {
    const volumes = volumesFromEnv();
    const target = targetFor(kind, volumes);
    log(`== ${target.label}: seeding when needed`);
    await ensureSeeded(target, volumes, log);
    const server = await startServer(target);
    try {
      const token = await server.signIn();
      ceiling ??= await measureCeiling(await server.api('/employees', { offset: 0, limit: 10, criteria: {} }, token));
      for (const f of await measureLists(server, token, volumes.employees)) {
        const ratio = (f.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2);
        lines.push(
          `| ${target.label} | ${f.name} | ${count(f.requestsPerSecond)} | ${ratio} | ${ms(f.p50)} | ${ms(f.p99)} | ${ms(f.firstMs ?? 0)} |`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  log(
    `Ceiling (bare Fastify, the first page's JSON from memory): ${count(ceiling!.requestsPerSecond)} req/s; load average now ${os.loadavg()[0].toFixed(1)}`,
  );
  log(lines.join('\n'));
}

async function main() {
  if (process.argv.includes('--calls')) return measureCalls();
  const started = new Date();
  const runs = [await measure('sqlite'), await measure('postgres')];
  const text = markdown(runs, started);
  const file = path.join(BENCH_DIR, 'list-sort-results.md');
  fs.writeFileSync(file, text);
  log(text.slice(0, text.indexOf('### Plans')));
  log(`Written to ${file}`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
