import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from '@console/testing/server-process';
import { ADMIN } from '../testing/test-app';

/**
 * PostgreSQL stopped under a running server and started again. The suite runs its own cluster in a
 * temporary folder on its own port: the shared one on 5432 is never touched.
 */
const PG_ROOT = '/usr/lib/postgresql';
const pgBin = fs.existsSync(PG_ROOT)
  ? fs
      .readdirSync(PG_ROOT)
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => path.join(PG_ROOT, v, 'bin'))
      .find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')))
  : undefined;
const canRun = Boolean(pgBin) && process.getuid?.() === 0;
if (!canRun) process.stdout.write('database outage suite skipped: needs PostgreSQL binaries and root (to run them as postgres)\n');

const UNAVAILABLE = 'The database is not available right now. Try again shortly.';

(canRun ? describe : describe.skip)('PostgreSQL unavailable', () => {
  let dir: string;
  let port: number;
  let server: ServerProcess;
  const pgCtl = (...args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(pgBin!, 'pg_ctl'), '-D', path.join(dir, 'data'), ...args], { stdio: 'pipe' });
  const startCluster = () => pgCtl('-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-pg-'));
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres', dir]);
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', path.join(pgBin!, 'initdb'), '-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'],
      { stdio: 'pipe' },
    );
    port = await freePort();
    startCluster();
    server = await startServerProcess({ env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`, DATA_DIR: dir }, admin: ADMIN });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message while the database is down, stays up, and recovers by itself', async () => {
    const token = await server.signIn();
    const list = () => server.api('/services/internet/locations', {}, token);
    expect((await list()).status).toBe(200);

    pgCtl('-m', 'immediate', 'stop');
    for (const call of [list, () => server.api('/auth/login', { username: 'admin@example.com', password: 'whatever-1', code: '' }), list]) {
      const answer = await call();
      expect([answer.status, answer.body]).toEqual([503, { status: 503, message: UNAVAILABLE, data: null }]);
    }
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(server.child.exitCode).toBeNull();
    // The shell and the remotes do not need the database.
    expect((await fetch(`${server.baseUrl}/remotes.json`)).status).toBe(200);

    startCluster();
    const deadline = Date.now() + 30_000;
    let answer = await list();
    while (answer.status !== 200 && Date.now() < deadline) {
      expect(answer.status).toBe(503);
      await new Promise((r) => setTimeout(r, 250));
      answer = await list();
    }
    // The same session works again: an outage must not sign anyone out (a 403 would).
    expect(answer.status).toBe(200);
    const created = await server.api('/services/internet/location/create', { code: 'BACK', name: 'Back again' }, token);
    expect(created.status).toBe(200);
    process.stdout.write('outage: PostgreSQL stopped and started under a running server; 503 while down, recovered without a restart\n');
  }, 120_000);
});
