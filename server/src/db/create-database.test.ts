import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase } from './create-database';

describe('SQLite transactions beside another writer (FreeRADIUS accounting)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-two-writers-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('takes the write lock when a transaction begins, so a write committed elsewhere after its first read cannot fail it', async () => {
    const handle = createDatabase({ databaseUrl: null, dataDir });
    await sql`create table counted (n integer)`.execute(handle.db);
    const other = new SQLite(path.join(dataDir, 'console.sqlite'));
    other.pragma('busy_timeout = 0');
    let otherWrite = 'written';
    try {
      await handle.db.transaction().execute(async (tx) => {
        await sql`select count(*) from counted`.execute(tx);
        // With a plain `begin`, this commits and the insert below fails with SQLITE_BUSY_SNAPSHOT.
        try {
          other.prepare('insert into counted values (2)').run();
        } catch (error) {
          otherWrite = String((error as { code?: unknown }).code);
        }
        await sql`insert into counted values (1)`.execute(tx);
      });
      expect(otherWrite).toBe('SQLITE_BUSY');
      expect(other.prepare('select n from counted').pluck().all()).toEqual([1]);
    } finally {
      other.close();
      await handle.close();
    }
  });
});
