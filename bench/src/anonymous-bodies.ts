import { fork } from 'node:child_process';
import { namedTarget, resetTarget } from './targets';
import { databaseArg, startServer, type RunningServer } from './server';

/**
 * Eight anonymous clients each posting 0.88 MB of JSON to `/api/employees` in a loop (issue 24: calls
 * that need a session used to read and parse the body before checking it), while `/api/health` is
 * called one after another: its p50/p99 idle and under that load. An empty database of its own. The
 * clients run in a process of their own, so their uploads do not hold up the health calls' timing.
 *   npm run bench:anonymous-bodies -w bench -- --db sqlite
 */
const CLIENTS = 8;
const SECONDS = 10;
const log = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const figure = (label: string, sorted: number[]) =>
  `  /api/health ${label}: n=${sorted.length} p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`;

// A list call's shape carrying 0.88 MB of small objects: what costs a JSON parser most per byte.
const BODY = JSON.stringify({ offset: 0, limit: 10, criteria: { name: 'a', ids: Array.from({ length: 110_000 }, () => ({ a: 1 })) } });

async function healthLatencies(server: RunningServer, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const t0 = performance.now();
    await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies.sort((a, b) => a - b);
}

/** The clients' process: posts until told to stop, then reports the answers' statuses. */
async function runClients(baseUrl: string): Promise<void> {
  let over = false;
  process.once('message', () => {
    over = true;
  });
  const statuses: Record<number, number> = {};
  const client = async () => {
    while (!over) {
      const answer = await fetch(`${baseUrl}/api/employees`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  process.send?.(statuses, () => process.exit(0));
}

async function main() {
  const kind = databaseArg();
  const target = namedTarget(kind, `${kind}-anonymous-bodies`, 'bench_anonymous_bodies');
  await resetTarget(target);
  const server = await startServer(target);
  try {
    let done = false;
    const idle = healthLatencies(server, () => done);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    done = true;
    const baseline = await idle;

    const clients = fork(__filename, ['--clients', server.baseUrl], { execArgv: process.execArgv });
    const statuses = new Promise<Record<number, number>>((resolve) => clients.once('message', (m) => resolve(m as Record<number, number>)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    let over = false;
    const during = healthLatencies(server, () => over);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    over = true;
    const loaded = await during;
    clients.send('stop');
    const answers = await statuses;
    log(`\n${target.label}: ${CLIENTS} anonymous clients posting ${(BODY.length / 1e6).toFixed(2)} MB to /api/employees for ${SECONDS} s`);
    log(
      `  their answers: ${Object.entries(answers)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')}`,
    );
    log(figure('idle  ', baseline));
    log(figure('during', loaded));
  } finally {
    await server.stop();
  }
}

const clientsOf = process.argv.indexOf('--clients');
(clientsOf >= 0 ? runClients(process.argv[clientsOf + 1]) : main()).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
