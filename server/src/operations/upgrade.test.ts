import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { startServerProcess } from '@console/testing/server-process';
import { buildApp } from '../app';
import { databasePhotoStore } from '../areas/hr/photo-store';
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { Dialect } from '../db/schema';
import { ADMIN, freshPostgres, testDatabases } from '../testing/test-app';
import { fillEveryTable, rowsOf } from './support/fill-tables';

/** The first release's migrations: before the performance tables, the audit trail and photos in the database. */
const FIRST_RELEASE = Object.fromEntries(Object.entries(migrations).slice(0, 4));
const PHOTO = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.jpg`;

async function freshDatabase(dialect: Dialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-upgrade-'));
  const database = dialect === 'postgres' ? await freshPostgres() : null;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  };
  return {
    env,
    open: () => createDatabase({ databaseUrl: database?.url ?? null, dataDir }),
    async drop() {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const appliedMigrations = async (db: Kysely<any>) =>
  (await db.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((row) => row.name);

describe.each(testDatabases)('upgrades [%s]', (dialect) => {
  it('migrates a first-release database with data in every table, keeping every row and moving photos off the disk', async () => {
    const target = await freshDatabase(dialect);
    try {
      const old = target.open();
      await migrateToLatest(old.db, FIRST_RELEASE);
      const tables = await fillEveryTable(old.db, dialect);
      await old.db.updateTable('employees').set({ photo: PHOTO }).execute();
      const before = new Map<string, { columns: string[]; rows: unknown[] }>();
      for (const table of await old.db.introspection.getTables()) {
        if (table.name.startsWith('kysely_')) continue;
        const columns = table.columns.map((column) => column.name);
        const rows = await rowsOf(old.db, table.name, columns);
        expect({ table: table.name, filled: rows.length > 0 }).toEqual({ table: table.name, filled: true });
        before.set(table.name, { columns, rows });
      }
      await old.close();
      expect(tables.length).toBeGreaterThan(20);
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
      fs.mkdirSync(path.join(target.env.DATA_DIR, 'photos'));
      fs.writeFileSync(path.join(target.env.DATA_DIR, 'photos', PHOTO), jpeg);

      const app = await buildApp(loadConfig({ ...process.env, ...target.env }), { logger: false });
      try {
        expect(await appliedMigrations(app.deps.db)).toEqual(Object.keys(migrations).sort());
        for (const [table, { columns }] of before) {
          // Rows the new release's start adds itself (permissions, the administrator, ...) may join them.
          // The permission catalogue is the release's own: a start renames its entries, keeping each id.
          const compared = table === 'permissions' ? ['id'] : columns;
          const after = await rowsOf(app.deps.db, table, compared);
          const rows = before
            .get(table)!
            .rows.map((row) => Object.fromEntries(compared.map((column) => [column, (row as Record<string, unknown>)[column]])));
          expect({ table, kept: rows.filter((row) => after.some((a) => JSON.stringify(a) === JSON.stringify(row))).length }).toEqual({
            table,
            kept: rows.length,
          });
        }
        expect(await databasePhotoStore(app.deps.db).get(PHOTO)).toEqual(jpeg);
        expect(fs.existsSync(path.join(target.env.DATA_DIR, 'photos'))).toBe(false);
      } finally {
        await app.close();
      }
    } finally {
      await target.drop();
    }
  }, 60_000);

  it('rolls a failing migration back whole, the ones before it in the same start too', async () => {
    const target = await freshDatabase(dialect);
    const handle = target.open();
    try {
      await migrateToLatest(handle.db, FIRST_RELEASE);
      const broken = {
        ...migrations,
        '9999-broken': {
          async up(db: Kysely<any>) {
            await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
            await sql`insert into no_such_table values (1)`.execute(db);
          },
        },
      };
      await expect(migrateToLatest(handle.db, broken)).rejects.toThrow(
        /Migration 9999-broken failed: .*No migration was applied: the database is as it was/,
      );
      expect(await appliedMigrations(handle.db)).toEqual(Object.keys(FIRST_RELEASE));
      const names = (await handle.db.introspection.getTables()).map((table) => table.name);
      expect(names).not.toEqual(expect.arrayContaining(['half_done']));
      expect(names).not.toEqual(expect.arrayContaining(['photos']));
      expect(names).not.toEqual(expect.arrayContaining(['audit_log']));
    } finally {
      await handle.close();
      await target.drop();
    }
  });

  it('refuses to start, saying which migration failed, and leaves the database as it was', async () => {
    const target = await freshDatabase(dialect);
    const handle = target.open();
    try {
      await migrateToLatest(handle.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0007-photos')));
      // Something in the way of 0007: its create table fails.
      await handle.db.schema.createTable('photos').addColumn('name', 'varchar(60)').execute();
      const start = startServerProcess({ env: target.env, admin: ADMIN });
      await expect(start).rejects.toThrow(
        /The server could not start: Error: Migration 0007-photos failed: .*the database is as it was before this start/,
      );
      expect(await appliedMigrations(handle.db)).not.toContain('0007-photos');
    } finally {
      await handle.close();
      await target.drop();
    }
  }, 60_000);
});

const describePg = process.env.TEST_PG_URL ? describe : describe.skip;
describePg('two instances starting at once on one PostgreSQL database', () => {
  it('run the migrations once: one waits on the advisory lock, then finds nothing to do', async () => {
    const target = await freshDatabase('postgres');
    const handles = [target.open(), target.open()];
    try {
      await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
      const names = await appliedMigrations(handles[0].db);
      expect(names).toEqual(Object.keys(migrations).sort());
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await target.drop();
    }
  });
});
