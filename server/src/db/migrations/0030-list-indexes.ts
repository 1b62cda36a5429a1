import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { folded, foldedSql } from '../fold-text';

/**
 * The internet lists at 100,000 subscribers and 1,000,000 vouchers (issue 32, docs/performance.md
 * "Internet lists"); each index is named after the query plan that read the table without it:
 * - subscribers filtered by type or status, in the list's order (name, id): walked the name index
 *   reading every row, and counted by scanning;
 * - subscribers by a substring of name, username or phone: scanned and folded every row. The same
 *   trigram search as the employees' (0014): an FTS5 table of the folded text on SQLite, pg_trgm
 *   indexes on the folded columns on PostgreSQL;
 * - a page of voucher batches counts each batch's activated and revoked vouchers: read 100,000
 *   voucher rows for 10 batches; now an index holds the three columns;
 * - a sale point's statement groups its vouchers activated or revoked in a period by batch: the
 *   batch is now in the (sale point, day) index, which replaces 0009's two;
 * - the payer report's paid subscriptions overlapping a quarter: the period index now holds the
 *   amount and the subscriber, which replaces 0009's (end_at, start_at).
 * And the vouchers' row count is kept in `row_counts` (0005) by triggers on insert and delete, so
 * the unfiltered voucher list does not count a million rows on every page.
 */
export const CUSTOMER_SEARCH = ['name', 'username_key', 'phone'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const index = (name: string, table: string, columns: string[]) => db.schema.createIndex(name).on(table).columns(columns).execute();
  await index('customers_type_name', 'customers', ['type', 'name', 'id']);
  await index('customers_status_name', 'customers', ['status', 'name', 'id']);
  await index('vouchers_batch_states', 'vouchers', ['batch_id', 'activated_at', 'revoked_at']);
  await index('vouchers_sale_point_activated_batch', 'vouchers', ['sale_point_id', 'activated_at', 'batch_id']);
  await index('vouchers_sale_point_revoked_batch', 'vouchers', ['sale_point_id', 'revoked_at', 'batch_id']);
  await db.schema.dropIndex('vouchers_sale_point_activated').execute();
  await db.schema.dropIndex('vouchers_sale_point_revoked').execute();
  await index('subscriptions_period_paid', 'subscriptions', ['end_at', 'start_at', 'amount_kobo', 'customer_id']);
  await db.schema.dropIndex('subscriptions_period').execute();
  await sql`insert into row_counts (table_name, row_count) select 'vouchers', count(*) from vouchers`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // 0005's statement-level function: a batch of 10,000 moves the count once.
    for (const [event, rows] of [
      ['insert', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.id(`vouchers_count_${event}`)} after ${sql.raw(event)} on vouchers
        referencing ${sql.raw(rows)} table as changed for each statement execute function row_counts_track()`.execute(db);
    }
    await postgresSearch(db);
  } else {
    await sql`create trigger vouchers_count_insert after insert on vouchers begin
      update row_counts set row_count = row_count + 1 where table_name = 'vouchers'; end`.execute(db);
    await sql`create trigger vouchers_count_delete after delete on vouchers begin
      update row_counts set row_count = row_count - 1 where table_name = 'vouchers'; end`.execute(db);
    await sqliteSearch(db);
  }
}

async function sqliteSearch(db: Kysely<any>) {
  const list = CUSTOMER_SEARCH.join(', ');
  const values = (row: 'new' | 'old') => CUSTOMER_SEARCH.map((c) => foldedSql(`${row}.${c}`)).join(', ');
  await sql.raw(`create virtual table customers_folded using fts5(${list}, tokenize='trigram')`).execute(db);
  await sql
    .raw(
      `create trigger customers_folded_insert after insert on customers begin insert into customers_folded (rowid, ${list}) values (new.rowid, ${values('new')}); end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger customers_folded_delete after delete on customers begin delete from customers_folded where rowid = old.rowid; end`)
    .execute(db);
  await sql
    .raw(
      `create trigger customers_folded_update after update of ${list} on customers begin update customers_folded set (${list}) = (${values('new')}) where rowid = new.rowid; end`,
    )
    .execute(db);
  await sql
    .raw(`insert into customers_folded (rowid, ${list}) select rowid, ${CUSTOMER_SEARCH.map(foldedSql).join(', ')} from customers`)
    .execute(db);
}

async function postgresSearch(db: Kysely<any>) {
  const trigram = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  // Without pg_trgm (migration 0005 went on without it) the filters scan, as the employees' do.
  if (trigram.rows[0].n === 0) return;
  for (const column of CUSTOMER_SEARCH) {
    await sql`create index ${sql.id(`customers_${column}_fold_trgm`)} on customers using gin (${folded(column)} gin_trgm_ops)`.execute(db);
  }
}
