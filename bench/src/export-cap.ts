import { TOTP } from 'otpauth';
import { P } from '../../packages/api/src/permissions';
import { cpuMeter, formatCpuShares, type CpuShares } from './process-cpu';
import { databaseArg, startOnSeeded, type RunningServer } from './server';

/**
 * Twenty exports of every employee started at once (twenty users, as many browsers) against
 * `/api/health` called one after another meanwhile: the answers' p50/p99 with the export slots in
 * place (docs/security.md: as many run as the machine has cores, the rest wait), and how many exports
 * ran or were told to retry. `npm run bench` prints the same figure.
 *   BENCH_EMPLOYEES=100000 npm run export-cap -w bench -- --db sqlite
 */
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 20);
const log = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function exporters(server: RunningServer, admin: string, count: number): Promise<string[]> {
  const role = await server.api(
    '/user/role/create',
    { name: `Exporters ${Date.now() % 100000}`, rolePermissions: [{ permissionId: P.EXPORT_EMPLOYEES }] },
    admin,
  );
  if (role.status !== 200) throw new Error(`role: ${role.status} ${role.message}`);
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `exporter-${Date.now()}-${i}@example.com`;
    const password = 'bench-exporter-passphrase';
    const body = { firstname: 'Bench', lastname: 'Exporter', phone: '08012345678', username, password, userRoles: [{ roleId: role.data.role.id }] };
    const created = await server.api('/user/create', body, admin);
    if (created.status !== 200) throw new Error(`user: ${created.status} ${created.message}`);
    // A new user signs in with the password alone and is held on Settings until they confirm a secret of their own.
    const session = await server.api('/auth/login', { username, password, code: '' }, undefined);
    if (session.status !== 200) throw new Error(`sign-in: ${session.status} ${session.message}`);
    const token = session.data.auth.authorization;
    const offered = await server.api('/settings/totp', { currentPassword: password }, token);
    if (offered.status !== 200) throw new Error(`one-time codes: ${offered.status} ${offered.message}`);
    const confirmed = await server.api('/settings/totp/confirm', { code: new TOTP({ secret: offered.data.secret }).generate() }, token);
    if (confirmed.status !== 200) throw new Error(`one-time codes confirmed: ${confirmed.status} ${confirmed.message}`);
    tokens.push(token);
  }
  return tokens;
}

async function healthLatencies(server: RunningServer, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const t0 = performance.now();
    const answer = await fetch(`${server.baseUrl}/api/health`);
    await answer.arrayBuffer();
    latencies.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies.sort((a, b) => a - b);
}

/** What 20 exports by 20 users at once did, and `/api/health` idle and meanwhile (issue 32: p99 < 50 ms). */
export interface ConcurrentExports {
  exports: number;
  ran: number;
  refused: number;
  others: number;
  megabytesEach: number;
  lastDoneSeconds: number;
  idle: { count: number; p50: number; p99: number };
  during: { count: number; p50: number; p99: number; max: number };
  /** Who used the cores while the exports ran. */
  cpu: CpuShares;
}

/** `count` users (made here) each start a full CSV export at once, while `/api/health` is called one after another. */
export async function measureConcurrentExports(server: RunningServer, admin: string, count: number): Promise<ConcurrentExports> {
  const tokens = await exporters(server, admin, count);
  const links = await Promise.all(
    tokens.map(async (token) => {
      const link = await server.api('/employee/export/link', { format: 'csv', criteria: {} }, token);
      if (link.status !== 200) throw new Error(`export link: ${link.status} ${link.message}`);
      return link.data.url as string;
    }),
  );

  let idle = false;
  const quiet = healthLatencies(server, () => idle);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  idle = true;
  const baseline = await quiet;

  let running = count;
  const during = healthLatencies(server, () => running === 0);
  const t0 = performance.now();
  const meter = cpuMeter(server.pid, server.postgres);
  const outcomes = await Promise.all(
    links.map(async (link) => {
      const response = await fetch(`${server.baseUrl}${link}`);
      let bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
      running -= 1;
      return { status: response.status, bytes, seconds: (performance.now() - t0) / 1000 };
    }),
  );
  const cpu = meter.done();
  const loaded = await during;
  const ran = outcomes.filter((o) => o.status === 200);
  return {
    exports: count,
    ran: ran.length,
    refused: outcomes.filter((o) => o.status === 429).length,
    others: outcomes.filter((o) => o.status !== 200 && o.status !== 429).length,
    megabytesEach: (ran[0]?.bytes ?? 0) / 1e6,
    lastDoneSeconds: Math.max(...ran.map((o) => o.seconds)),
    idle: { count: baseline.length, p50: percentile(baseline, 0.5), p99: percentile(baseline, 0.99) },
    during: { count: loaded.length, p50: percentile(loaded, 0.5), p99: percentile(loaded, 0.99), max: loaded[loaded.length - 1] },
    cpu,
  };
}

async function main() {
  const { volumes, target, server } = await startOnSeeded(databaseArg(), log);
  try {
    const c = await measureConcurrentExports(server, await server.signIn(), EXPORTS);
    log(`\n${target.label}: ${EXPORTS} concurrent CSV exports of ${volumes.employees.toLocaleString('en')} employees`);
    log(
      `  exports: ${c.ran} ran (${c.megabytesEach} MB each, last done after ${c.lastDoneSeconds.toFixed(1)} s), ${c.refused} answered 429, others ${c.others}`,
    );
    log(`  /api/health idle:   n=${c.idle.count} p50 ${c.idle.p50.toFixed(1)} ms, p99 ${c.idle.p99.toFixed(1)} ms`);
    log(
      `  /api/health during: n=${c.during.count} p50 ${c.during.p50.toFixed(1)} ms, p99 ${c.during.p99.toFixed(1)} ms, max ${c.during.max.toFixed(1)} ms`,
    );
    log(`  ${formatCpuShares(c.cpu)}`);
  } finally {
    await server.stop();
  }
}

// Run as a script (npm run export-cap), not when run.ts imports the measurement.
if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
