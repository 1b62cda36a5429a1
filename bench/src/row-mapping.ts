import { measureExport } from './export';
import { databaseArg, startOnSeeded } from './server';

/**
 * What the rows' key mapping costs where the most rows go through it: the CSV export of every
 * employee (rows/s, three runs) and the first page of the employees list called one after another
 * (p50 of 300). Run at two commits to compare (Kysely's CamelCasePlugin against the hand mapping):
 *   BENCH_EMPLOYEES=200000 npm run bench:row-mapping -w bench -- --db sqlite
 */
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const { target, server } = await startOnSeeded(databaseArg(), log);
  try {
    const token = await server.signIn();
    const first = await server.api('/employees', { offset: 0, limit: 10, criteria: {} }, token);
    const size = first.data.size as number;
    const exports = [];
    for (let run = 0; run < 3; run += 1) exports.push(await measureExport(server, token, 'csv', size));
    const latencies: number[] = [];
    for (let call = 0; call < 300; call += 1) {
      const t0 = performance.now();
      const answer = await server.api('/employees', { offset: 0, limit: 10, criteria: {} }, token);
      if (answer.status !== 200) throw new Error(`list: ${answer.status}`);
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    const rates = exports.map((e) => Math.round(e.rowsPerSecond).toLocaleString('en'));
    log(`${target.label}: CSV export of ${size.toLocaleString('en')} employees, rows/s: ${rates.join(', ')}`);
    log(`${target.label}: employees list, first page, p50 ${latencies[150].toFixed(1)} ms, p90 ${latencies[270].toFixed(1)} ms (300 calls)`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
