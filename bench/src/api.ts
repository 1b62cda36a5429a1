import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '@console/testing/server-process';
import type { RunningServer } from './server';
import { SEEDED_USER_PASSWORD } from './targets';

/** One autocannon run: throughput and latency of one call. */
export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and socket errors: a figure with failures is not a figure. */
  failures: number;
  /** Rows matching the call's criteria (`size` of the answer). */
  size?: number;
  /** The call's first answer after the server started, before any page of the list was known. */
  firstMs?: number;
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export async function load(
  name: string,
  url: string,
  body: unknown,
  token: string | null,
  seconds = SECONDS,
  connections = CONNECTIONS,
): Promise<LoadFigure> {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
    connections,
  };
  // Warm the JIT and the database caches first; only the second run counts.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The list calls of the issues: first page, name substring, staff ID, last page, and (issue 32) the
 * middle page and the one after it, reached by key from the page before once that page was served.
 */
export function listCalls(employees: number, lastOffset: number) {
  const middleStaffId = `SN${String(Math.ceil(employees / 2)).padStart(7, '0')}`;
  const middle = Math.floor(lastOffset / 20) * 10;
  return [
    { name: 'first page', body: { offset: 0, limit: 10, criteria: {} } },
    { name: 'name contains "okafor"', body: { offset: 0, limit: 10, criteria: { name: 'okafor' } } },
    { name: `staff ID ${middleStaffId}`, body: { offset: 0, limit: 10, criteria: { staffId: middleStaffId } } },
    { name: `last page (offset ${lastOffset.toLocaleString('en')})`, body: { offset: lastOffset, limit: 10, criteria: {} } },
    { name: `middle page (offset ${middle.toLocaleString('en')})`, body: { offset: middle, limit: 10, criteria: {} } },
    { name: `next page after the middle (offset ${(middle + 10).toLocaleString('en')})`, body: { offset: middle + 10, limit: 10, criteria: {} } },
  ];
}

/** The bare-Fastify ceiling, on its own process like the real server, answering `answer`. */
export async function measureCeiling(answer: unknown): Promise<LoadFigure> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-')), 'answer.json');
  fs.writeFileSync(file, JSON.stringify(answer));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'ceiling.ts')], {
    env: { ...process.env, PORT: String(port), CEILING_ANSWER: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
    });
    return await load('bare Fastify, same JSON from memory', `http://127.0.0.1:${port}/api/employees`, { offset: 0, limit: 10, criteria: {} }, null);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export async function measureLists(server: RunningServer, token: string, employees: number): Promise<LoadFigure[]> {
  const first = await server.api('/employees', { offset: 0, limit: 10, criteria: {} }, token);
  const lastOffset = Math.floor((first.data.size - 1) / 10) * 10;
  const figures: LoadFigure[] = [];
  for (const call of listCalls(employees, lastOffset)) {
    const started = performance.now();
    const answer = await server.api('/employees', call.body, token);
    const firstMs = performance.now() - started;
    if (answer.status !== 200) throw new Error(`${call.name}: ${answer.status} ${answer.message}`);
    const figure = await load(call.name, `${server.baseUrl}/api/employees`, call.body, token);
    figures.push({ ...figure, size: answer.data.size, firstMs });
  }
  return figures;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export interface SignInFigures {
  /** One sign-in at a time: the argon2id verification dominates. */
  aloneMedianMs: number;
  burst: { signIns: number; concurrency: number; signInsPerSecond: number; signInP50: number; signInP99: number };
  /** The first page with nothing else running, then while the burst runs. */
  listAlone: LoadFigure;
  listDuringBurst: LoadFigure;
}

async function timedSignIn(server: RunningServer, account?: { username: string; password: string }): Promise<number> {
  const t0 = performance.now();
  await server.signIn(account);
  return performance.now() - t0;
}

/**
 * Sign-in time alone, then a burst of sign-ins (more at once than libuv has threads) while
 * autocannon calls the first page: if hashing ran on the event loop, the list would wait for it.
 * The burst signs in as `users` (the seeded password), each worker on accounts of its own: the
 * throttle counts an attempt before the password check, so parallel attempts on one account lock it.
 */
export async function measureSignIn(server: RunningServer, token: string, users: string[]): Promise<SignInFigures> {
  const alone: number[] = [];
  for (let i = 0; i < 10; i += 1) alone.push(await timedSignIn(server));
  const body = { offset: 0, limit: 10, criteria: {} };
  const seconds = 8;
  const listAlone = await load('first page, alone', `${server.baseUrl}/api/employees`, body, token, seconds, 2);
  const concurrency = 8;
  const times: number[] = [];
  let stop = false;
  const burstStarted = performance.now();
  if (users.length < concurrency) throw new Error(`the sign-in burst needs ${concurrency} seeded users, found ${users.length}`);
  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    const own = users.filter((_, i) => i % concurrency === worker);
    for (let n = 0; !stop; n += 1) times.push(await timedSignIn(server, { username: own[n % own.length], password: SEEDED_USER_PASSWORD }));
  });
  const listDuringBurst = await load('first page, during the sign-in burst', `${server.baseUrl}/api/employees`, body, token, seconds, 2);
  stop = true;
  await Promise.all(workers);
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  return {
    aloneMedianMs: median(alone),
    burst: {
      signIns: times.length,
      concurrency,
      signInsPerSecond: times.length / burstSeconds,
      signInP50: percentile(times, 50),
      signInP99: percentile(times, 99),
    },
    listAlone,
    listDuringBurst,
  };
}
