import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '@console/testing/server-process';
import { ADMIN, freshPostgres, testDatabases } from '../testing/test-app';

const CYCLES = 2;
const WORKERS = 12;
const LOAD_MS = 1_500;

/** What the clients were told, and what was still in flight when the process died. */
interface Ledger {
  /** id → the last name a 200 confirmed, or null once a delete was confirmed. */
  acknowledged: Map<string, string | null>;
  /** id → a write sent but not answered: either outcome is right. */
  pending: Map<string, string | null>;
}

let serial = 0;
const nextCode = () => `K${(serial += 1).toString(36)}`.slice(0, 6);

/** Writers that create, rename and delete locations until the server stops answering. */
function writeLoad(server: ServerProcess, token: string, ledger: Ledger): { stop(): void; done: Promise<void> } {
  let running = true;
  const worker = async () => {
    while (running) {
      try {
        const code = nextCode();
        const created = await server.api('/services/internet/location/create', { code, name: `Loc ${code}` }, token);
        if (created.status !== 200) throw new Error(`create answered ${created.status}`);
        const location = created.body.data.location;
        ledger.acknowledged.set(location.id, location.name);
        const renamed = `Renamed ${code}`;
        ledger.pending.set(location.id, renamed);
        const updated = await server.api(
          '/services/internet/location/update',
          { id: location.id, code, name: renamed, updated: location.updated },
          token,
        );
        if (updated.status !== 200) throw new Error(`update answered ${updated.status}`);
        ledger.acknowledged.set(location.id, renamed);
        if (serial % 3 === 0) {
          ledger.pending.set(location.id, null);
          const deleted = await server.api('/services/internet/location/delete', { id: location.id }, token);
          if (deleted.status !== 200) throw new Error(`delete answered ${deleted.status}`);
          ledger.acknowledged.set(location.id, null);
        }
        ledger.pending.delete(location.id);
      } catch (error) {
        // The process was killed under us: what was not answered stays pending.
        if (running && (error as Error).message.includes('answered')) throw error;
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, worker)).then(() => undefined);
  return {
    stop: () => {
      running = false;
    },
    done,
  };
}

interface Target {
  env: Record<string, string>;
  /** Rows of a table, read straight from the database after the restart. */
  rows(sql: string): Promise<any[]>;
  integrity(): Promise<string[]>;
  cleanup(): Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-crash-'));
  const open = () => new SQLite(path.join(dataDir, 'console.sqlite'), { readonly: true });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async rows(sql) {
      const db = open();
      try {
        return db.prepare(sql).all();
      } finally {
        db.close();
      }
    },
    async integrity() {
      const db = open();
      try {
        const check = (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
        const foreignKeys = (db.pragma('foreign_key_check') as unknown[]).map((r) => JSON.stringify(r));
        return [...check.filter((line) => line !== 'ok'), ...foreignKeys];
      } finally {
        db.close();
      }
    },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(): Promise<Target> {
  const database = await freshPostgres();
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-crash-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    rows: query,
    async integrity() {
      // PostgreSQL keeps its own files whole; what a killed client could break is the data:
      // rows pointing at rows that are not there, or a write without its audit line.
      return (
        await query(`select 'sale point without location' as problem from sale_points s left join locations l on l.id = s.location_id where l.id is null
          union all select 'site without location' from sites s left join locations l on l.id = s.location_id where l.id is null
          union all select 'plan link without location' from plan_locations p left join locations l on l.id = p.location_id where l.id is null`)
      ).map((r) => r.problem);
    },
    async cleanup() {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(testDatabases)('crash safety: SIGKILL under write load [%s]', (dialect) => {
  let target: Target;
  beforeAll(async () => {
    target = dialect === 'postgres' ? await postgresTarget() : await sqliteTarget();
  });
  afterAll(async () => {
    await target?.cleanup();
  });

  it(`keeps every acknowledged write and a whole database across ${CYCLES} kills`, async () => {
    const ledger: Ledger = { acknowledged: new Map(), pending: new Map() };
    let server = await startServerProcess({ env: target.env, admin: ADMIN });
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const token = await server.signIn();
      const load = writeLoad(server, token, ledger);
      await new Promise((r) => setTimeout(r, LOAD_MS));
      await server.kill();
      load.stop();
      await load.done;
      server = await startServerProcess({ env: target.env, admin: ADMIN });
      expect(await target.integrity()).toEqual([]);
    }
    await server.stop();

    const stored = new Map((await target.rows('select id, name from locations')).map((r) => [r.id as string, r.name as string]));
    const audited = new Set(
      (await target.rows(`select entity_id from audit_log where entity = 'Location' and action = 'create'`)).map((r) => r.entity_id as string),
    );
    const lost: string[] = [];
    for (const [id, name] of ledger.acknowledged) {
      const now = stored.get(id) ?? null;
      const acceptable = [name, ...(ledger.pending.has(id) ? [ledger.pending.get(id)] : [])];
      if (!acceptable.includes(now)) lost.push(`${id}: expected ${JSON.stringify(acceptable)}, found ${JSON.stringify(now)}`);
      if (!audited.has(id)) lost.push(`${id}: created without its audit line`);
    }
    expect(lost).toEqual([]);
    expect(ledger.acknowledged.size).toBeGreaterThan(CYCLES * 10);
    process.stdout.write(
      `crash [${dialect}]: ${CYCLES} SIGKILLs, ${ledger.acknowledged.size} acknowledged locations checked, ${ledger.pending.size} in flight at a kill\n`,
    );
  }, 180_000);
});
