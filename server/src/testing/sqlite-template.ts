import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { MIGRATIONS_KEY } from './migrations-key';

/**
 * A SQLite file with every migration applied, ready to copy into a suite's data folder: copying it
 * takes some 40 ms where migrating an empty database takes 300-650 ms, for each of a few hundred
 * test apps (the app then finds nothing to apply). Built once per set of migrations, in the system's
 * temporary folder, by whichever test process needs it first; built beside its name and renamed
 * over it, so no process ever copies a half-migrated file (two building at once both rename a
 * complete one).
 */
export async function migratedSqliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `console-test-template-${MIGRATIONS_KEY}.sqlite`);
  if (fs.existsSync(template)) return template;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-template-'));
  try {
    const handle = createDatabase({ databaseUrl: null, dataDir: building });
    try {
      await migrateToLatest(handle.db);
    } finally {
      // Closing the last connection checkpoints the write-ahead log into the file and removes it.
      await handle.close();
    }
    fs.renameSync(path.join(building, 'console.sqlite'), template);
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}
