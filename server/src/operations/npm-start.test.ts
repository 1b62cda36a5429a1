import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@console/testing/server-process';
import { ADMIN } from '../testing/test-app';

const ROOT = path.resolve(__dirname, '../../..');

interface Started {
  npm: ChildProcess;
  /** The server's own pid, read from its default instance name (`<hostname>-<pid>`). */
  serverPid: number;
  output(): string;
  exited: Promise<number | null>;
}

/** `npm start` as an operator types it (or a supervisor runs it), on SQLite in a temp folder. */
async function npmStart(dataDir: string): Promise<Started> {
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // No app builds: the apps are "published elsewhere", so npm start builds none of them.
      APPS_ROOT: dataDir,
      ADMIN_EMAIL: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      DRAIN_LISTEN_SECONDS: '0',
      INSTANCE_NAME: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk) => (output += chunk));
  npm.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (response?.ok) {
      const serverPid = Number(/-(\d+)$/.exec(response.headers.get('x-instance') ?? '')?.[1]);
      return { npm, serverPid, output: () => output, exited };
    }
    if (Date.now() > deadline) {
      npm.kill('SIGKILL');
      throw new Error(`npm start did not serve in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const parentOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
const commandOf = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-npm-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('ends in one node process running the built server, which SIGTERM to the npm pid drains, exiting 0', async () => {
    const started = await npmStart(dataDir);
    // npm's child is the server itself: no shell, no launcher, no tsx between them.
    expect(parentOf(started.serverPid)).toBe(started.npm.pid);
    expect(commandOf(started.serverPid).slice(-1)[0]).toBe(path.join(ROOT, 'server/dist/main.js'));
    expect(commandOf(started.serverPid).join(' ')).not.toContain('tsx');

    started.npm.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(alive(started.serverPid)).toBe(false);
    expect(started.output()).toContain('"msg":"drained and closed"');
  }, 90_000);

  it('exits non-zero when the server crashes', async () => {
    const started = await npmStart(dataDir);
    process.kill(started.serverPid, 'SIGKILL');
    expect(await started.exited).not.toBe(0);
    expect(started.output()).not.toContain('drained and closed');
  }, 90_000);
});
