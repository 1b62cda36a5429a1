import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const MAIN = path.join(ROOT, 'server/dist/main.js');

let built = false;
/** The built server, as `npm start` runs it: rebuilt first when a source is newer than the build. */
function ensureBuilt(): void {
  if (built) return;
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--if-stale'], { stdio: 'pipe' });
  built = true;
}

export interface Account {
  username: string;
  password: string;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** POSTs an API call and answers the HTTP status and the envelope. */
  api(url: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  /** A session signed in through /api/auth/login: the bootstrap administrator's unless told otherwise. */
  signIn(account?: Account): Promise<string>;
  /** SIGKILL: no shutdown hook runs, as in a power cut of the process. */
  kill(): Promise<void>;
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

/**
 * The real server process (`server/dist/main.js`, as `npm start` runs it) on 127.0.0.1 and a free
 * port, with `admin` as the administrator created on an empty database. `env` (DATA_DIR,
 * DATABASE_URL, APPS_ROOT, REMOTES_FILE, ...) shapes the scenario; it resolves once /api/health answers.
 */
export async function startServerProcess(options: { env: Record<string, string>; admin: Account; startTimeoutMs?: number }): Promise<ServerProcess> {
  const { env, admin, startTimeoutMs = 60_000 } = options;
  // A given PORT restarts an instance where its balancer expects it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  ensureBuilt();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: admin.username,
      ADMIN_PASSWORD: admin.password,
      // Request logs at info would measure pino writing to a pipe, and bury the failures.
      LOG_LEVEL: 'warn',
      // The scenarios sign the administrator in without a one-time code (docs/security.md).
      REQUIRE_SECOND_FACTOR: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const api: ServerProcess['api'] = async (url, body = {}, token) => {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    baseUrl,
    pid: child.pid!,
    child,
    output: () => output,
    api,
    async signIn(account = admin) {
      const answer = await api('/auth/login', { username: account.username, password: account.password, code: '' });
      if (answer.status !== 200) throw new Error(`sign-in as ${account.username} failed: ${JSON.stringify(answer.body)}`);
      return answer.body.data.auth.authorization;
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
