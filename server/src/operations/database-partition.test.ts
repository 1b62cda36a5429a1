import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from '@console/testing/server-process';
import { ADMIN, freshPostgres } from '../testing/test-app';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const UNAVAILABLE = { status: 503, message: 'The database is not available right now. Try again shortly.', data: null };

/** Milliseconds `work` took, with what it answered. */
async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
}

const TITLE = 'a network partition between the server and PostgreSQL';
if (!process.env.TEST_PG_URL) process.stdout.write(`${TITLE}: skipped, TEST_PG_URL is not set\n`);

(process.env.TEST_PG_URL ? describe : describe.skip)(TITLE, () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let metricsPort: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-partition-'));

  beforeAll(async () => {
    database = await freshPostgres();
    const { hostname, port } = new URL(process.env.TEST_PG_URL!);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    metricsPort = await freePort();
    server = await startServerProcess({
      env: {
        DATABASE_URL: proxy.route(database.url),
        DATA_DIR: dataDir,
        DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
        DATABASE_STATEMENT_TIMEOUT_SECONDS: '1',
        METRICS_PORT: String(metricsPort),
      },
      admin: ADMIN,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails calls and both probes within the timeouts while nothing gets through, and serves again once it heals', async () => {
    const token = await server.signIn();
    const list = () => server.api('/employees', { offset: 0, limit: 10 }, token);
    const write = (code: string) => server.api('/department/create', { name: `Partition ${code}`, code, headOfDepartment: '' }, token);
    expect((await list()).status).toBe(200);
    const gauges = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(gauges).toMatch(/^db_pool_connections [1-9]\d*$/m);
    expect(gauges).toMatch(/^db_pool_idle_connections \d+$/m);
    // Another gauge's collector may be taking a connection at the very moment of the scrape.
    expect(gauges).toMatch(/^db_pool_waiting_requests \d+$/m);

    proxy.partition();
    const probe = async (url: string) => (await fetch(`${server.baseUrl}${url}`)).status;
    const [[read, readMs], [written, writeMs], [ready, readyMs], [health, healthMs]] = await Promise.all([
      timed(list()),
      timed(write('PART1')),
      timed(probe('/api/ready')),
      timed(probe('/api/health')),
    ]);
    process.stdout.write(
      `partition: a read failed in ${readMs} ms, a write in ${writeMs} ms, /api/ready in ${readyMs} ms, /api/health in ${healthMs} ms\n`,
    );
    expect([read, written]).toEqual([
      { status: 503, body: UNAVAILABLE },
      { status: 503, body: UNAVAILABLE },
    ]);
    expect([ready, health]).toEqual([503, 503]);
    // Statement timeout 1 s: the client gives up at 2 s; each later step waits at most the 1 s connect timeout.
    expect(Math.max(readMs, writeMs)).toBeLessThan(5_000);
    // The probes answer within the connect timeout (1 s).
    expect(Math.max(readyMs, healthMs)).toBeLessThan(1_800);

    // The network comes back and resets the connections it held: the process survives and serves.
    await proxy.up();
    await new Promise((r) => setTimeout(r, 500));
    expect(server.child.exitCode).toBeNull();
    const deadline = Date.now() + 10_000;
    let answer = await list();
    while (answer.status !== 200 && Date.now() < deadline) answer = await list();
    expect(answer.status).toBe(200);
    expect((await write('PART2')).status).toBe(200);
    expect(await probe('/api/ready')).toBe(200);
  }, 60_000);
});
