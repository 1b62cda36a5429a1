import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ADMIN, ROOT, type Target } from './targets';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** POST an API call, answering the envelope. */
  api<T = any>(url: string, body?: unknown, token?: string): Promise<{ status: number; message: string; data: T }>;
  /** A session signed in through /api/auth/login: the seeded administrator's unless told otherwise. */
  signIn(account?: { username: string; password: string }): Promise<string>;
  /** Peak resident memory (VmHWM) since the last reset, in bytes. */
  peakRss(): number;
  /** Starts a new peak (writing 5 to clear_refs resets VmHWM to the current RSS). */
  resetPeakRss(): void;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function statusField(pid: number, field: string): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(line.split(/\s+/)[1]) * 1024;
}

/** The real server as `npm start` runs it (node + tsx, one process), on 127.0.0.1 and a free port. */
export async function startServer(target: Target): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      ADMIN_EMAIL: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Request logs at info would measure pino writing to a pipe, not the server.
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid!;
  // A crash mid-benchmark must say why, not surface later as a refused connection.
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe server exited (${code ?? signal}) during the benchmark:\n${output.slice(-4000)}\n`);
  });
  let stopping = false;
  const api: RunningServer['api'] = async (url, body = {}, token) => {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return response.json();
  };
  return {
    baseUrl,
    pid,
    api,
    async signIn(account = ADMIN) {
      const answer = await api('/auth/login', { username: account.username, password: account.password, code: '' });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.message}`);
      return answer.data.auth.authorization as string;
    },
    peakRss: () => statusField(pid, 'VmHWM'),
    resetPeakRss: () => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    async stop() {
      stopping = true;
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
