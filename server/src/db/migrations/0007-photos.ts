import { PostgresAdapter, type Kysely } from 'kysely';

// Employee photos live in the database, so every instance behind a balancer serves what any of
// them took, and a backup of the database holds them. Files a release before this one wrote under
// DATA_DIR/photos are moved in at start (operations/disk-photos.ts), which needs the data folder
// a migration does not know.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('photos')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('content', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
}
