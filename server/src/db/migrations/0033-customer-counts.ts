import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The subscribers' row count kept in `row_counts` (0005) by triggers on insert and delete, as 0030
 * keeps the vouchers': the unfiltered subscriber list reads it instead of counting 100,000 rows on
 * every page (issue 32, docs/performance.md "Internet lists"). Subscribers are not deleted through
 * the console, but a delete still moves the count, so it stays exact whatever writes the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into row_counts (table_name, row_count) select 'customers', count(*) from customers`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // 0005's statement-level function: a bulk insert moves the count once.
    for (const [event, rows] of [
      ['insert', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.id(`customers_count_${event}`)} after ${sql.raw(event)} on customers
        referencing ${sql.raw(rows)} table as changed for each statement execute function row_counts_track()`.execute(db);
    }
  } else {
    await sql`create trigger customers_count_insert after insert on customers begin
      update row_counts set row_count = row_count + 1 where table_name = 'customers'; end`.execute(db);
    await sql`create trigger customers_count_delete after delete on customers begin
      update row_counts set row_count = row_count - 1 where table_name = 'customers'; end`.execute(db);
  }
}
