import pg from 'pg';
import { describeCluster } from './support/cluster';
import { lostWrites, steadyLoad } from './support/load';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const UNAVAILABLE = /→ 503 from i\d: \{"status":503,"message":"The database is not available right now/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The instances reach PostgreSQL through a proxy, so the test can stop the database for them (every
 * connection cut, new ones refused) without touching the shared server; its backends are terminated
 * as a restart or fail-over does.
 */
let proxy: TcpProxy | undefined;
beforeAll(async () => {
  if (!process.env.TEST_PG_URL) return;
  const { hostname, port } = new URL(process.env.TEST_PG_URL);
  proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
});
afterAll(() => proxy?.stop());

/** `pg_terminate_backend` on every connection to the database: what a restart does to them. */
async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows[0].n;
  } finally {
    await admin.end();
  }
}

const TITLE = 'PostgreSQL restarts under two instances behind nginx';
describeCluster(
  TITLE,
  (running) => {
    it('fails only the calls that met the outage (503), crashes nothing, keeps both instances in the balancer and loses no write', async () => {
      const { cluster } = running;
      const { token } = await cluster.signIn();
      const load = steadyLoad(cluster.call, token);
      await sleep(300);

      // Connections terminated under load, eight times: a query in flight crashed the process before.
      let terminated = 0;
      for (let i = 0; i < 8; i += 1) {
        terminated += await terminateBackends(cluster.databaseName);
        await sleep(250);
      }
      const failedByTerminations = load.report.failed;

      // The database restarts (cut, refused for 1.5 s, back) while i0 drains; then i1 restarts.
      const restarting = cluster.restart(0);
      await sleep(500);
      const downAt = Date.now();
      await proxy!.down();
      await terminateBackends(cluster.databaseName);
      await sleep(1_500);
      await proxy!.up();
      const upAt = Date.now();
      await restarting;
      await cluster.restart(1);
      await sleep(500);
      const report = await load.stop();

      const lost = await lostWrites(cluster.db, report.acknowledged);
      const duringRestart = report.failedAt.filter((at) => at >= downAt);
      const recoveredMs = Math.max(0, ...duringRestart.map((at) => at - upAt));
      process.stdout.write(
        `database restarts: ${report.sent} requests sent; ${terminated} connections terminated in 8 rounds failed ${failedByTerminations} calls; ` +
          `database down ${upAt - downAt} ms during a rolling restart failed ${duringRestart.length} calls, the last ${recoveredMs} ms after it was back; ` +
          `${report.acknowledged.length} writes acknowledged, ${lost.length} lost\n`,
      );
      expect(report.failures.filter((failure) => !UNAVAILABLE.test(failure))).toEqual([]);
      expect(lost).toEqual([]);
      expect(cluster.instances.map((instance) => instance.child.exitCode)).toEqual([null, null]);
      // A database outage is no instance's fault: nginx kept both in its upstream throughout.
      expect(cluster.balancer.errorLog()).not.toContain('no live upstreams');
      expect(recoveredMs).toBeLessThan(2_000);
      const serving = new Set<string>();
      for (let i = 0; i < 4; i += 1) {
        const answer = await cluster.call('/auth/session', {}, token);
        expect(answer.status).toBe(200);
        serving.add(answer.instance);
      }
      expect([...serving].sort()).toEqual(['i0', 'i1']);
    }, 120_000);
  },
  { route: () => proxy!.route.bind(proxy) },
);
