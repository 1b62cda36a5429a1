import { Migrator, SqliteAdapter, type Kysely, type Migration } from 'kysely';
import { migrations as releaseMigrations } from './migrations';

/**
 * Kysely runs SQLite migrations outside a transaction (its adapter says SQLite has no
 * transactional DDL, which it has). This view of the database says it does, so a failing
 * migration rolls back whole on SQLite as it does on PostgreSQL.
 */
function withTransactionalDdl(db: Kysely<any>): Kysely<any> {
  const executor = db.getExecutor();
  if (!(executor.adapter instanceof SqliteAdapter)) return db;
  const adapter = Object.create(executor.adapter, { supportsTransactionalDdl: { value: true } });
  const view = Object.create(executor, { adapter: { value: adapter } });
  return new Proxy(db, {
    get(target, key) {
      if (key === 'getExecutor') return () => view;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Applies every pending migration in one transaction. On PostgreSQL Kysely holds an advisory lock
 * meanwhile, so instances starting together run them once: the others wait, then find nothing to
 * do. A failure rolls everything back and is thrown as a message saying so.
 */
export async function migrateToLatest(db: Kysely<any>, migrations: Record<string, Migration> = releaseMigrations): Promise<void> {
  const migrator = new Migrator({
    // Migrations name the columns as the database does (snake_case), without the camelCase plugin.
    db: withTransactionalDdl(db.withoutPlugins()),
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}. ` +
        'No migration was applied: the database is as it was before this start. Fix the cause and start again.',
    );
  }
}
