import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { freePort, startServerProcess, type ServerProcess } from '@console/testing/server-process';
import { registerFoldText } from '../db/fold-text-function';
import { ADMIN } from '../testing/test-app';
import { DRAIN_HEADER, DRAIN_STATUS } from './lifecycle';

const EMPLOYEES = 20_000;

/** Employees straight into the file, enough that an export outlasts the socket buffers. */
function seedEmployees(dataDir: string): void {
  const db = new SQLite(path.join(dataDir, 'console.sqlite'));
  // The employees' search triggers fold text with the server's function.
  registerFoldText(db);
  const now = Math.floor(Date.now() / 1000);
  db.prepare("insert into departments (id, name, code, head_of_department, created, updated) values ('dep-export', 'Export', 'EXP', '', ?, ?)").run(
    now,
    now,
  );
  db.prepare(
    `
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
    insert into employees (id, staff_id, confidential_file_id, name, sex, dob, phone, email, address, next_of_kin_name, next_of_kin_phone,
      salary_grade_level, qualifications, position, status, department_id, lga_id, nationality_id, appointment_date, created, updated)
    select 'emp-' || i, 'S' || i, null, 'Employee ' || i, 'f', 0, '08030000000', 'e' || i || '@example.com', 'Somewhere street', 'Kin', '08030000001',
      8, 'B.Sc.', 'Officer', 0, 'dep-export', (select id from lgas limit 1), (select id from nationalities limit 1), 0, ?, ?
    from n`,
  ).run(EMPLOYEES, now, now);
  db.close();
}

const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

describe('metrics, request logs and SIGTERM drain of one server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-observe-'));
  let server: ServerProcess;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServerProcess({
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'debug', METRICS_PORT: String(metricsPort), DRAIN_SECONDS: '20', DRAIN_LISTEN_SECONDS: '2' },
      admin: ADMIN,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one JSON line per request, at debug, with id, route, status, duration and user, and no secret', async () => {
    expect((await server.api('/auth/login', { username: ADMIN.username, password: 'a-wrong-password-1', code: '' })).status).toBe(401);
    const token = await server.signIn();
    expect((await server.api('/auth/session', {}, token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const lines = jsonLines(server.output()).filter((line) => line.msg === 'request');
    const session = lines.find((line) => line.route === '/api/auth/session');
    expect(session).toMatchObject({
      level: 20,
      method: 'POST',
      status: 200,
      userId: expect.any(String),
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(session.durationMs).toBeGreaterThanOrEqual(0);
    const sessionLine = server
      .output()
      .split('\n')
      .find((line) => line.includes(`"reqId":"${session.reqId}"`) && line.includes('"msg":"request"'));
    expect(sessionLine?.match(/"reqId"/g)).toHaveLength(1);
    expect(lines.find((line) => line.route === '/api/auth/login' && line.status === 401)).toMatchObject({ userId: null });
    const output = server.output();
    for (const secret of [ADMIN.password, 'a-wrong-password-1', token, token.replace(/^Bearer /, '')]) expect(output).not.toContain(secret);
  });

  it('serves Prometheus metrics on the metrics port only', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(/http_requests_total\{route="\/api\/auth\/login",method="POST",status="401"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",route="\/api\/auth\/session",method="POST",status="200"\}/);
    expect(text).toMatch(/^sign_in_failures_total 1$/m);
    expect(text).toMatch(/^sign_in_throttled_total 0$/m);
    expect(text).toMatch(/^db_query_duration_seconds_count [1-9]\d*$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    // The built server names its release; SQLite has no pool to show.
    expect(text).toMatch(/^build_info\{version="\d+\.\d+\.\d+",commit="([0-9a-f]{12}|unknown)"\} 1$/m);
    expect(text).toMatch(/^instance_draining 0$/m);
    expect(text).not.toContain('db_pool_connections');
    const publicPort = await fetch(`${server.baseUrl}/metrics`);
    expect(await publicPort.text()).not.toContain('http_requests_total');
  });

  it('answers /api/ready with the migrations applied', async () => {
    const ready = await fetch(`${server.baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-instance')).toMatch(/./);
    expect((await ready.json()).data).toMatchObject({ ready: true });
  });

  it('on SIGTERM turns new requests away with 502 doing nothing, finishes a long export in progress, stops listening, then exits 0', async () => {
    seedEmployees(dataDir);
    const token = await server.signIn();
    const link = (await server.api('/employee/export/link', { format: 'csv', criteria: {} }, token)).body.data.url;
    const chunks: Buffer[] = [];
    let complete = false;
    let signalled!: () => void;
    const signalSent = new Promise<void>((resolve) => (signalled = resolve));
    const download = new Promise<void>((resolve, reject) => {
      http
        .get(`${server.baseUrl}${link}`, (response) => {
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            complete = response.complete;
            resolve();
          });
          response.on('error', reject);
          // A slow reader: the export is still streaming when the signal comes.
          response.pause();
          setTimeout(() => {
            server.child.kill('SIGTERM');
            signalled();
            setTimeout(() => response.resume(), 1_000);
          }, 300);
        })
        .on('error', reject);
    });
    await signalSent;
    const signalledAt = Date.now();
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${server.baseUrl}/api/ready`);
    expect(ready.status).toBe(DRAIN_STATUS);
    expect(ready.headers.get('connection')).toBe('close');
    expect(ready.headers.get(DRAIN_HEADER)).toBe('1');
    expect(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).toMatch(/^instance_draining 1$/m);
    const write = await server.api('/department/create', { name: 'Sent while draining', code: 'DRAINED', headOfDepartment: '' }, token);
    expect(write).toEqual({ status: DRAIN_STATUS, body: expect.objectContaining({ message: 'This instance is shutting down.' }) });
    const fresh = () =>
      new Promise<string>((resolve) => {
        http
          .get(`${server.baseUrl}/api/health`, { agent: false }, (response) => resolve(String(response.statusCode)))
          .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    // Asked once a second, as nginx asks a server it counts as failed: the listener closes in a quiet moment.
    while ((await fresh()) === String(DRAIN_STATUS)) await new Promise((r) => setTimeout(r, 1_000));
    expect(await fresh()).toBe('ECONNREFUSED');
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2_000);
    await download;
    const exitCode = await new Promise((resolve) =>
      server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once('exit', resolve),
    );
    expect(exitCode).toBe(0);
    const stored = new SQLite(path.join(dataDir, 'console.sqlite'));
    expect(stored.prepare("select count(*) as n from departments where code = 'DRAINED'").get()).toEqual({ n: 0 });
    stored.close();
    expect(complete).toBe(true);
    const rows = Buffer.concat(chunks).toString('utf8').trim().split('\n');
    expect(rows).toHaveLength(EMPLOYEES + 1);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
      () => 'open',
      () => 'closed',
    );
    expect(metrics).toBe('closed');
    // A drain is no error: the requests it turned away are at debug, and the summary says how many.
    const drainLines = jsonLines(server.output()).filter((line) => line.time >= signalledAt);
    expect(drainLines.filter((line) => line.level >= 40)).toEqual([]);
    expect(drainLines.find((line) => line.msg === 'drained and closed')?.turnedAway).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
