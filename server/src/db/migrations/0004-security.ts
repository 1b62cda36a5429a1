import { sql, type Kysely } from 'kysely';

// Role names are unique whatever their case ('Admin' and 'admin' would be two names for one thing
// in every checklist); 0001 made them unique only as typed (PostgreSQL named that one roles_name_key).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('roles_name_lower_key')
    .unique()
    .on('roles')
    .expression(sql`lower(name)`)
    .execute();
}
