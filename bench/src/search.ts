import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listCalls, load, measureLists, type LoadFigure } from './api';
import { startOnSeeded } from './server';
import { BENCH_DIR, volumesFromEnv, type DatabaseKind } from './targets';

/**
 * The employees list calls of `npm run bench` (first page, name, staff ID, last page) plus the
 * accent-insensitive name filter and the header search, alone: the figures the search work is held
 * to, without the exports and the browser tour. Appends a table to bench/search-results.md.
 *   npm run bench:search -w bench -- --db sqlite [--label before]
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const row = (f: LoadFigure) =>
  `${Math.round(f.requestsPerSecond).toLocaleString('en')} req/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}${f.failures ? `, ${f.failures} failed` : ''} (${f.p99 < 50 && !f.failures ? 'met' : '**missed**'})`;

async function measure(kind: DatabaseKind): Promise<string[]> {
  const { volumes, target, server } = await startOnSeeded(kind, log);
  try {
    const token = await server.signIn();
    log(`== ${target.label}: list calls`);
    const figures = await measureLists(server, token, volumes.employees);
    const extra = [
      {
        name: 'list employees: name contains "adébáyọ̀" (accents typed)',
        url: '/employees',
        body: { offset: 0, limit: 10, criteria: { name: 'adébáyọ̀' } },
      },
      { name: 'header search "okafor"', url: '/search', body: { text: 'okafor' } },
      { name: 'header search "adebayo"', url: '/search', body: { text: 'adebayo' } },
      {
        name: `header search "${listCalls(volumes.employees, 0)[2].body.criteria.staffId}"`,
        url: '/search',
        body: { text: listCalls(volumes.employees, 0)[2].body.criteria.staffId },
      },
      { name: 'header search "zq" (two letters)', url: '/search', body: { text: 'zq' } },
    ];
    for (const call of extra) {
      const answer = await server.api(call.url, call.body, token);
      if (answer.status !== 200) {
        log(`${call.name}: ${answer.status} ${answer.message} (not measured)`);
        continue;
      }
      const size = call.url === '/employees' ? answer.data.size : undefined;
      figures.push({ ...(await load(call.name, `${server.baseUrl}/api${call.url}`, call.body, token)), size });
    }
    return figures.map((f) => `| ${kind} | ${f.name} | ${f.size?.toLocaleString('en') ?? ''} | ${row(f)} |`);
  } finally {
    await server.stop();
  }
}

async function main() {
  const which = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'both';
  const label = process.argv.includes('--label') ? process.argv[process.argv.indexOf('--label') + 1] : '';
  const kinds: DatabaseKind[] = which === 'both' ? ['sqlite', 'postgres'] : [which as DatabaseKind];
  const lines: string[] = [];
  for (const kind of kinds) lines.push(...(await measure(kind)));
  const load1 = os.loadavg()[0].toFixed(1);
  const table = [
    '',
    `## ${label || 'run'} — ${new Date().toISOString()}, ${volumesFromEnv().employees.toLocaleString('en')} employees, load average ${load1}`,
    '',
    '| database | call | rows matching | figure (target p99 < 50 ms) |',
    '|---|---|---|---|',
    ...lines,
  ].join('\n');
  log(table);
  fs.appendFileSync(path.join(BENCH_DIR, 'search-results.md'), `${table}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
