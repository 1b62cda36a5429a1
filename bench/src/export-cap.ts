import { TOTP } from 'otpauth';
import { P } from '../../packages/api/src/permissions';
import { databaseArg, startOnSeeded, type RunningServer } from './server';

/**
 * Twenty exports of every employee started at once (twenty users, as many browsers) against
 * `/api/health` called one after another meanwhile: the answers' p50/p99 with the export cap in
 * place (docs/security.md), and how many exports ran or were told to retry.
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
    const code = new TOTP({ secret: created.data.secret }).generate();
    const session = await server.api('/auth/login', { username, password, code }, undefined);
    if (session.status !== 200) throw new Error(`sign-in: ${session.status} ${session.message}`);
    tokens.push(session.data.auth.authorization);
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

async function main() {
  const { volumes, target, server } = await startOnSeeded(databaseArg(), log);
  try {
    const admin = await server.signIn();
    const tokens = await exporters(server, admin, EXPORTS);
    const links = await Promise.all(
      tokens.map(async (token) => (await server.api('/employee/export/link', { format: 'csv', criteria: {} }, token)).data.url as string),
    );

    let idle = false;
    const quiet = healthLatencies(server, () => idle);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    idle = true;
    const baseline = await quiet;

    let running = EXPORTS;
    const during = healthLatencies(server, () => running === 0);
    const t0 = performance.now();
    const outcomes = await Promise.all(
      links.map(async (link) => {
        const response = await fetch(`${server.baseUrl}${link}`);
        let bytes = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
        running -= 1;
        return { status: response.status, bytes, seconds: (performance.now() - t0) / 1000 };
      }),
    );
    const loaded = await during;
    const ran = outcomes.filter((o) => o.status === 200);
    log(`\n${target.label}: ${EXPORTS} concurrent CSV exports of ${volumes.employees.toLocaleString('en')} employees`);
    log(
      `  exports: ${ran.length} ran (${(ran[0]?.bytes ?? 0) / 1e6} MB each, last done after ${Math.max(...ran.map((o) => o.seconds)).toFixed(1)} s), ${outcomes.filter((o) => o.status === 429).length} answered 429, others ${outcomes.filter((o) => o.status !== 200 && o.status !== 429).length}`,
    );
    log(`  /api/health idle:   n=${baseline.length} p50 ${percentile(baseline, 0.5).toFixed(1)} ms, p99 ${percentile(baseline, 0.99).toFixed(1)} ms`);
    log(
      `  /api/health during: n=${loaded.length} p50 ${percentile(loaded, 0.5).toFixed(1)} ms, p99 ${percentile(loaded, 0.99).toFixed(1)} ms, max ${loaded[loaded.length - 1].toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
