import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '@console/testing/server-process';
import { createDatabase } from '../../db/create-database';
import type { Db } from '../../db/schema';
import { ADMIN, freshPostgres } from '../../testing/test-app';
import { startNginx, type Balancer } from './nginx';

export interface Cluster {
  balancer: Balancer;
  instances: ServerProcess[];
  /** The database every instance shares, for checking what was stored. */
  db: Db;
  databaseName: string;
  /** Through the balancer: status, envelope and the instance that answered. */
  call(url: string, body?: unknown, token?: string): Promise<{ status: number; body: any; instance: string }>;
  signIn(): Promise<{ token: string; instance: string }>;
  /**
   * SIGTERM instance i, start it again on its port and wait until nginx sends it work again; while
   * it drains nginx sends the requests it turns away (503) to the other instance, and while it is
   * down those whose connection it refuses.
   */
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A suite over two instances behind nginx, started once for its tests and stopped after them;
 * skipped, saying so, without PostgreSQL (several instances need it).
 */
export function describeCluster(
  title: string,
  suite: (running: { cluster: Cluster }) => void,
  options: { env?: Record<string, string>; route?: () => (databaseUrl: string) => string } = {},
): void {
  if (!process.env.TEST_PG_URL) {
    console.warn(`${title}: skipped, TEST_PG_URL is not set (several instances need PostgreSQL)`);
    describe.skip(title, () => suite({} as { cluster: Cluster }));
    return;
  }
  describe(title, () => {
    const running = {} as { cluster: Cluster };
    beforeAll(async () => {
      running.cluster = await startCluster(2, options.env, options.route?.());
    }, 120_000);
    afterAll(async () => {
      await running.cluster?.stop();
    });
    suite(running);
  });
}

/**
 * `count` real server processes (INSTANCE_NAME i0, i1, ...) on one fresh PostgreSQL database
 * behind nginx. Started one after the other: the first creates the schema and the administrator.
 * `route` changes the address the instances reach the database at (a proxy that can fail).
 */
export async function startCluster(count: number, env: Record<string, string> = {}, route = (url: string) => url): Promise<Cluster> {
  const database = await freshPostgres();
  const dataDirs: string[] = [];
  const instanceEnv = (i: number, port?: number) => {
    dataDirs[i] ??= fs.mkdtempSync(path.join(os.tmpdir(), `console-i${i}-`));
    return {
      DATABASE_URL: route(database.url),
      DATA_DIR: dataDirs[i],
      INSTANCE_NAME: `i${i}`,
      DRAIN_SECONDS: '10',
      // The drain's summary line (requests turned away) is at info; request lines stay at debug.
      LOG_LEVEL: 'info',
      ...env,
      ...(port ? { PORT: String(port) } : {}),
    };
  };
  const instances: ServerProcess[] = [];
  for (let i = 0; i < count; i += 1) instances.push(await startServerProcess({ env: instanceEnv(i), admin: ADMIN }));
  const ports = () => instances.map((instance) => Number(new URL(instance.baseUrl).port));
  const balancer = await startNginx(ports());
  const handle = createDatabase({ databaseUrl: database.url, dataDir: dataDirs[0] });

  const call: Cluster['call'] = async (url, body = {}, token) => {
    const response = await fetch(`${balancer.url}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // nginx's own error pages are HTML: kept as text for the failure message.
    }
    return { status: response.status, body: parsed, instance: response.headers.get('x-instance') ?? '(balancer)' };
  };

  return {
    balancer,
    instances,
    db: handle.db,
    databaseName: new URL(database.url).pathname.slice(1),
    call,
    async signIn() {
      const answer = await call('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
      return { token: answer.body.data.auth.authorization, instance: answer.instance };
    },
    async restart(i) {
      const port = ports()[i];
      const stopping = Date.now();
      await instances[i].stop();
      const turnedAway = /"turnedAway":(\d+)/.exec(instances[i].output())?.[1] ?? '?';
      process.stdout.write(`i${i} drained in ${Date.now() - stopping} ms, having turned ${turnedAway} requests away\n`);
      if (instances[i].child.exitCode !== 0) throw new Error(`instance i${i} exited ${instances[i].child.exitCode}:\n${instances[i].output()}`);
      instances[i] = await startServerProcess({ env: instanceEnv(i, port), admin: ADMIN });
      // nginx takes a refused server out for fail_timeout: the next one may stop only once the
      // balancer sends work to this one again, or for a moment none would be live.
      for (let tries = 0; ; tries += 1) {
        const answer = await fetch(`${balancer.url}/api/ready`);
        await answer.arrayBuffer();
        if (answer.status === 200 && answer.headers.get('x-instance') === `i${i}`) break;
        if (tries > 200) throw new Error(`nginx did not send work to i${i} again`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      await balancer.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      await handle.close();
      await database.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
