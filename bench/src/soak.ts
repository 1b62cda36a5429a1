/**
 * Soak: the real server under 100 concurrent connections of mixed reads and writes for 5 minutes
 * on loopback, then every acknowledged write is looked for. Prints the figures, not a verdict.
 *
 *   npx tsx src/soak.ts                     (from bench/; SQLite in a fresh data folder)
 *   SOAK_DATABASE_URL=postgres://... npx tsx src/soak.ts
 *   SOAK_SECONDS=60 SOAK_CONNECTIONS=50 npx tsx src/soak.ts
 *
 * Exits 1 when a 5xx was answered or an acknowledged write is missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@console/testing/server-process';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const ADMIN = { username: 'admin@example.com', password: 'soak-password-1' };

// The parts of autocannon's API this script uses (its `requests` sequence and per-status counts).
interface SoakRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  setupRequest?(request: { body?: string }, context: Record<string, any>): { body?: string } | undefined;
  onResponse?(status: number, body: string, context: Record<string, any>): void;
}
interface SoakResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}
const autocannon: (options: object) => Promise<SoakResult> = require('autocannon');

const rssMb = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-soak-'));
  const server = await startServerProcess({
    env: { DATA_DIR: dataDir, DATABASE_URL: process.env.SOAK_DATABASE_URL ?? '', LOG_LEVEL: 'error' },
    admin: ADMIN,
  });
  const base = server.baseUrl;
  const api = async (url: string, body: unknown, token?: string) => (await server.api(url, body, token)).body as { status: number; data: any };
  const token = await server.signIn();
  for (let i = 0; i < 50; i += 1) await api('/services/internet/location/create', { code: `SEED${i}`, name: `Seed ${i}` }, token);

  // What a 200 confirmed: location id → its name after the last acknowledged write.
  const acknowledged = new Map<string, string>();
  // Updates sent but not answered when a run stopped: the stored name may be either.
  const inFlight = new Map<string, string>();
  let serial = 0;
  const headers = { 'content-type': 'application/json', authorization: token };
  const post = (url: string, extra: Partial<SoakRequest> = {}): SoakRequest => ({ method: 'POST', path: `/api${url}`, headers, ...extra });
  const remember = (status: number, body: string, context: Record<string, any>) => {
    if (status !== 200) return;
    const { location } = JSON.parse(body).data;
    acknowledged.set(location.id, location.name);
    inFlight.delete(location.id);
    context.location = location;
  };
  // Each connection runs this sequence over and over: 6 reads, 2 writes.
  const sequence: SoakRequest[] = [
    post('/services/internet/locations', { setupRequest: (req) => ({ ...req, body: JSON.stringify({ offset: 0, limit: 10 }) }) }),
    post('/services/internet/location/create', {
      setupRequest: (req) => {
        serial += 1;
        const code = `S${serial.toString(36)}`.slice(0, 6);
        return { ...req, body: JSON.stringify({ code, name: `Soak ${code}` }) };
      },
      onResponse: remember,
    }),
    post('/auth/session', { setupRequest: (req) => ({ ...req, body: '{}' }) }),
    post('/services/internet/locations', {
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ offset: 20, limit: 10, criteria: { name: 'soak' } }) }),
    }),
    post('/services/internet/location/update', {
      setupRequest: (req, context) => {
        const location = context.location;
        // No location of its own yet (its create failed): a harmless read instead.
        if (!location) return { ...req, path: '/api/services/internet/locations', body: '{}' } as never;
        inFlight.set(location.id, `Upd ${location.code}`);
        return { ...req, body: JSON.stringify({ id: location.id, code: location.code, name: `Upd ${location.code}`, updated: location.updated }) };
      },
      onResponse: remember,
    }),
    post('/employees', { setupRequest: (req) => ({ ...req, body: JSON.stringify({ offset: 0, limit: 10 }) }) }),
    post('/user/permissions', { setupRequest: (req) => ({ ...req, body: JSON.stringify({ offset: 0, limit: 100 }) }) }),
    post('/audit', { setupRequest: (req) => ({ ...req, body: JSON.stringify({ offset: 0, limit: 10, criteria: { entity: 'location' } }) }) }),
  ];

  // Warm up, then measure from a steady start.
  await autocannon({ url: base, connections: 10, duration: 5, requests: sequence });
  const started = Date.now();
  const rss = [{ at: 0, mb: rssMb(server.pid) }];
  const sampler = setInterval(() => rss.push({ at: Math.round((Date.now() - started) / 1000), mb: rssMb(server.pid) }), 30_000);
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: sequence });
  clearInterval(sampler);
  rss.push({ at: SECONDS, mb: rssMb(server.pid) });

  // Every acknowledged write, read back page by page.
  const stored = new Map<string, string>();
  for (let offset = 0; ; offset += 1000) {
    const page = (await api('/services/internet/locations', { offset, limit: 1000 }, token)).data;
    for (const location of page.locations) stored.set(location.id, location.name);
    if (page.locations.length < 1000) break;
  }
  const lost = [...acknowledged].filter(([id, name]) => stored.get(id) !== name && stored.get(id) !== inFlight.get(id));
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
  const fiveHundreds = Object.entries(byStatus)
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);

  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const figures = {
    database: process.env.SOAK_DATABASE_URL ? 'postgres' : 'sqlite',
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses: byStatus,
    fiveHundreds,
    errors: result.errors,
    timeouts: result.timeouts,
    acknowledgedWrites: acknowledged.size,
    lostWrites: lost.length,
    rssMb: { start: rss[0].mb, end: rss[rss.length - 1].mb, samples: rss.map((s) => `${s.at}s:${s.mb}`).join(' ') },
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  if (lost.length) process.stdout.write(`lost: ${JSON.stringify(lost.slice(0, 10))}\n`);
  process.exit(fiveHundreds > 0 || lost.length > 0 ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
