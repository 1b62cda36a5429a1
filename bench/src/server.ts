import fs from 'node:fs';
import { startServerProcess, type Account } from '@console/testing/server-process';
import { ensureSeeded } from './seed';
import { ADMIN, targetFor, volumesFromEnv, type DatabaseKind, type Target } from './targets';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** On PostgreSQL (its processes run on this machine too), not SQLite. */
  postgres: boolean;
  /** POST an API call, answering the envelope. */
  api<T = any>(url: string, body?: unknown, token?: string): Promise<{ status: number; message: string; data: T }>;
  /** A session signed in through /api/auth/login: the seeded administrator's unless told otherwise. */
  signIn(account?: Account): Promise<string>;
  /** Peak resident memory (VmHWM) since the last reset, in bytes. */
  peakRss(): number;
  /** Starts a new peak (writing 5 to clear_refs resets VmHWM to the current RSS). */
  resetPeakRss(): void;
  stop(): Promise<void>;
}

function statusField(pid: number, field: string): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(line.split(/\s+/)[1]) * 1024;
}

/** The real server as `npm start` runs it (the built server, one node process) on the target's database. */
export async function startServer(target: Target): Promise<RunningServer> {
  const server = await startServerProcess({
    env: { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl },
    admin: ADMIN,
    // Migrating a million-row database on first start takes a while.
    startTimeoutMs: 120_000,
  });
  let stopping = false;
  // A crash mid-benchmark must say why, not surface later as a refused connection.
  server.child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe server exited (${code ?? signal}) during the benchmark:\n${server.output().slice(-4000)}\n`);
  });
  const { pid } = server;
  return {
    baseUrl: server.baseUrl,
    pid,
    postgres: Boolean(target.databaseUrl),
    api: async (url, body, token) => (await server.api(url, body, token)).body,
    signIn: (account) => server.signIn(account),
    peakRss: () => statusField(pid, 'VmHWM'),
    resetPeakRss: () => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    async stop() {
      stopping = true;
      await server.stop();
    },
  };
}

/** The server on the SQLite target BENCH_EMPLOYEES names, which must be seeded already (the browser benches). */
export async function startOnSeededSqlite() {
  const volumes = volumesFromEnv();
  const target = targetFor('sqlite', volumes);
  if (!fs.existsSync(target.dataDir))
    throw new Error(`Seed ${target.label} first: BENCH_EMPLOYEES=${volumes.employees} npm run seed -w bench -- --db sqlite`);
  return { volumes, server: await startServer(target) };
}

/** The `kind` target at BENCH_EMPLOYEES's volumes, seeded when it is not yet, and the server on it. */
export async function startOnSeeded(kind: DatabaseKind, log: (line: string) => void) {
  const volumes = volumesFromEnv();
  const target = targetFor(kind, volumes);
  log(`== ${target.label}: seeding when needed`);
  await ensureSeeded(target, volumes, log);
  return { volumes, target, server: await startServer(target) };
}

/** The database a bench's `--db` names: sqlite unless told. */
export const databaseArg = (): DatabaseKind =>
  (process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'sqlite') as DatabaseKind;
