import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What the employee list needs at a million rows (docs/performance.md has the measured plans):
 * - an exact row count kept by triggers, so an unfiltered page does not count a million rows, and a
 *   version that every write moves, so a filtered total can be counted once and kept until it changes;
 * - substring search (name, staff ID, confidential file ID) through trigram indexes: FTS5's trigram
 *   tokenizer on SQLite, pg_trgm GIN indexes on PostgreSQL;
 * - the status and department filters with the list's order (name, id) in one index each;
 * - the dashboard's "due for retirement" (in service, and born or appointed by a day) answered from
 *   two indexes that hold dob, appointment date and status together: with dob or the appointment
 *   date alone, each of the ~50,000 matches read its table row for the status (220 ms, now 15 ms).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('row_counts')
    .addColumn('table_name', 'varchar(63)', (c) => c.primaryKey())
    .addColumn('row_count', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into row_counts (table_name, row_count) select 'employees', count(*) from employees`.execute(db);

  await db.schema.dropIndex('employees_department').execute();
  await db.schema.createIndex('employees_department_name').on('employees').columns(['department_id', 'name', 'id']).execute();
  await db.schema.createIndex('employees_status_name').on('employees').columns(['status', 'name', 'id']).execute();
  await db.schema.dropIndex('employees_dob').execute();
  await db.schema.dropIndex('employees_appointment').execute();
  await db.schema.createIndex('employees_dob_status').on('employees').columns(['dob', 'status', 'appointment_date']).execute();
  await db.schema.createIndex('employees_appointment_status').on('employees').columns(['appointment_date', 'status', 'dob']).execute();

  if (postgres) await postgresPart(db);
  else await sqlitePart(db);
}

async function sqlitePart(db: Kysely<any>) {
  await sql`create trigger employees_count_insert after insert on employees begin
    update row_counts set row_count = row_count + 1, version = version + 1 where table_name = 'employees'; end`.execute(db);
  await sql`create trigger employees_count_delete after delete on employees begin
    update row_counts set row_count = row_count - 1, version = version + 1 where table_name = 'employees'; end`.execute(db);
  await sql`create trigger employees_count_update after update on employees begin
    update row_counts set version = version + 1 where table_name = 'employees'; end`.execute(db);

  // External content: the index holds only trigrams and reads the text from employees by rowid.
  await sql`create virtual table employees_search using fts5(
    name, staff_id, confidential_file_id, content='employees', content_rowid='rowid', tokenize='trigram')`.execute(db);
  await sql`create trigger employees_search_insert after insert on employees begin
    insert into employees_search (rowid, name, staff_id, confidential_file_id)
    values (new.rowid, new.name, new.staff_id, new.confidential_file_id); end`.execute(db);
  await sql`create trigger employees_search_delete after delete on employees begin
    insert into employees_search (employees_search, rowid, name, staff_id, confidential_file_id)
    values ('delete', old.rowid, old.name, old.staff_id, old.confidential_file_id); end`.execute(db);
  await sql`create trigger employees_search_update after update of name, staff_id, confidential_file_id on employees begin
    insert into employees_search (employees_search, rowid, name, staff_id, confidential_file_id)
    values ('delete', old.rowid, old.name, old.staff_id, old.confidential_file_id);
    insert into employees_search (rowid, name, staff_id, confidential_file_id)
    values (new.rowid, new.name, new.staff_id, new.confidential_file_id); end`.execute(db);
  await sql`insert into employees_search (employees_search) values ('rebuild')`.execute(db);
}

async function postgresPart(db: Kysely<any>) {
  // Statement-level triggers: a bulk insert moves the count once, not once per row.
  await sql`create function row_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update row_counts set row_count = row_count + (select count(*) from changed), version = version + 1 where table_name = tg_table_name;
      elsif tg_op = 'DELETE' then
        update row_counts set row_count = row_count - (select count(*) from changed), version = version + 1 where table_name = tg_table_name;
      else
        update row_counts set version = version + 1 where table_name = tg_table_name;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger employees_count_insert after insert on employees
    referencing new table as changed for each statement execute function row_counts_track()`.execute(db);
  await sql`create trigger employees_count_delete after delete on employees
    referencing old table as changed for each statement execute function row_counts_track()`.execute(db);
  await sql`create trigger employees_count_update after update on employees
    for each statement execute function row_counts_track()`.execute(db);

  // pg_trgm ships with PostgreSQL and is a trusted extension, but a server without contrib (or a
  // role that may not create it) still gets a working console: substring filters then scan.
  const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows[0].n === 0) return;
  await sql`savepoint trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram`.execute(db);
    return;
  }
  // The list filters with lower(column) like '%...%': these expressions are what the index matches.
  await sql`create index employees_name_trgm on employees using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index employees_staff_id_trgm on employees using gin (lower(staff_id) gin_trgm_ops)`.execute(db);
  await sql`create index employees_confidential_file_id_trgm on employees using gin (lower(confidential_file_id) gin_trgm_ops)`.execute(db);
}
