import type { Kysely } from 'kysely';

// Records people can correct (docs/hr.md "Voids and scheduled statuses"): a promotion or status entry
// entered by mistake is voided, never deleted, so the history keeps what was recorded and why it no
// longer counts; a status entry dated after today waits (`applied` 0) until its day comes.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['employee_promotions', 'employee_status_history']) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable(table).addColumn('voided', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('voided_by', 'varchar(254)').execute();
    await db.schema.alterTable(table).addColumn('void_reason', 'varchar(300)').execute();
  }
  // Every entry recorded before this migration took effect when it was recorded.
  await db.schema
    .alterTable('employee_status_history')
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The catch-up before each read looks for entries still waiting whose day has come.
  await db.schema.createIndex('employee_status_history_waiting').on('employee_status_history').columns(['applied', 'effective_date']).execute();
}
