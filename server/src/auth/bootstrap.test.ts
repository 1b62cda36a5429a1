import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { ADMIN, freshPostgres } from '../testing/test-app';
import { ADMIN_ROLE, bootstrapAdministrator, seedPermissions } from './bootstrap';

const silentLog = { info: () => undefined } as never;
const INSTANCES = 4;

const TITLE = 'first administrator, instances starting together on an empty PostgreSQL database';
if (!process.env.TEST_PG_URL) process.stdout.write(`${TITLE}: skipped, TEST_PG_URL is not set\n`);

(process.env.TEST_PG_URL ? describe : describe.skip)(TITLE, () => {
  it('is created once, and no start fails', async () => {
    const database = await freshPostgres();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bootstrap-'));
    // One pool per "instance", as separate processes would have.
    const handles: DatabaseHandle[] = Array.from({ length: INSTANCES }, () => createDatabase({ databaseUrl: database.url, dataDir }));
    try {
      // Migrations and the permissions' upserts serialise the starts on their locks; the administrator
      // comes after them, side by side when the instances leave those locks together.
      await migrateToLatest(handles[0].db);
      await seedPermissions(handles[0].db);
      const starts = await Promise.allSettled(
        handles.map(({ db }) => bootstrapAdministrator(db, { adminEmail: ADMIN.username, adminPassword: ADMIN.password }, silentLog)),
      );
      expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
      const { db } = handles[0];
      expect(await db.selectFrom('users').select('username').execute()).toEqual([{ username: ADMIN.username }]);
      expect(await db.selectFrom('roles').select('name').execute()).toEqual([{ name: ADMIN_ROLE }]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
