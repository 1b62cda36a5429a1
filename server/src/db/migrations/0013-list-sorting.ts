import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What sorting and filtering the employee list needs at a million rows (bench/RESULTS.md):
 * - `surname`, the last word of the name, kept by the database itself (a generated column, so every
 *   writer of employees, the import included, keeps it right), for the sort by surname;
 * - one index per sortable order, each ending in (name, id) so ties read in the list's usual order
 *   and a page is walked from either end of the index; status already has (status, name, id) and
 *   staff ID its unique index;
 * - (lga_id, name, id) for the LGA and state filters, which otherwise count a million rows;
 * - (department_id, status, lga_id) for filters taken together: a department is 25,000 rows at a
 *   million, each read from the table to check the status and state (100-400 ms on SQLite) where
 *   this index finds the few hundred that match all three.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Names are trimmed and never end in a space. SQLite has no regular expressions: the name less
  // its trailing run of non-spaces is the part before the surname.
  if (postgres) {
    await sql`alter table employees add column surname varchar(50) generated always as (substring(name from '[^ ]*$')) stored`.execute(db);
  } else {
    await sql`alter table employees add column surname varchar(50) generated always as (replace(name, rtrim(name, replace(name, ' ', '')), '')) virtual`.execute(
      db,
    );
  }
  await db.schema.createIndex('employees_surname_name').on('employees').columns(['surname', 'name', 'id']).execute();
  await db.schema.createIndex('employees_grade_name').on('employees').columns(['salary_grade_level', 'name', 'id']).execute();
  await db.schema.createIndex('employees_appointment_name').on('employees').columns(['appointment_date', 'name', 'id']).execute();
  await db.schema.createIndex('employees_lga_name').on('employees').columns(['lga_id', 'name', 'id']).execute();
  await db.schema.createIndex('employees_department_status_lga').on('employees').columns(['department_id', 'status', 'lga_id']).execute();
}
