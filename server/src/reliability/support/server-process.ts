import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ADMIN } from '../../testing/test-app';

const MAIN = path.resolve(__dirname, '../../main.ts');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** POSTs an API call and answers the HTTP status and the envelope. */
  api(url: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  signIn(): Promise<string>;
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

/** The real server process (`src/main.ts`, as `npm start` runs it), listening on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const up = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
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
  return {
    baseUrl,
    child,
    output: () => output,
    api,
    async signIn() {
      const answer = await api('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
      return answer.body.data.auth.authorization;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
