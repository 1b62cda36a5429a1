import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The money ledger (server/src/money/, docs/money.md): double entry, integer kobo, append-only.
 * - `money_accounts`: one row per account, found by (kind, owner): the house's cash, bank, card, POS,
 *   revenue, VAT and discounts accounts (owner ''), one balance account per subscriber and per sale
 *   point (owner: its id). `balance_kobo` is the sum of its lines, kept in step by the posting
 *   transaction (and checked against the lines by `balanceMismatches`); it is the row a posting
 *   locks, so a limit on it (a balance that must cover a purchase) holds under concurrency.
 * - `money_entries`: one row per movement (a sale, a top-up, a reversal); `idempotency_key` is unique,
 *   so a retried call cannot post twice; `reverses_id` is unique, so an entry is reversed at most once.
 * - `money_lines`: the entry's lines, debit positive, credit negative, summing to zero per entry.
 * - `money_requests`: the first answer of each money-moving request, by its idempotency key.
 * - `money_counters`: the last number given per series ('RCT-2026'), locked by the transaction that
 *   takes the next one, so numbers have no gaps (a rolled-back sale gives its number back).
 * - `money_receipts`: what a receipt said when it was issued (JSON), reprinted as it was.
 * Entries, lines and receipts refuse UPDATE and DELETE (triggers): a correction is a reversal entry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('money_accounts')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .addColumn('balance_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('money_accounts_kind_owner', ['kind', 'owner_id'])
    .execute();

  await db.schema
    .createTable('money_entries')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'varchar(45)')
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('reverses_id', 'varchar(45)', (c) => c.unique().references('money_entries.id'))
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('method', 'varchar(20)')
    .addColumn('reference', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_id', 'varchar(45)')
    .addColumn('subscription_id', 'varchar(45)')
    .addColumn('sale_point_id', 'varchar(45)')
    .execute();
  await db.schema.createIndex('money_entries_at').on('money_entries').columns(['at']).execute();
  await db.schema.createIndex('money_entries_customer').on('money_entries').columns(['customer_id', 'at']).execute();
  await db.schema.createIndex('money_entries_sale_point').on('money_entries').columns(['sale_point_id', 'at']).execute();

  await db.schema
    .createTable('money_lines')
    .addColumn('entry_id', 'varchar(45)', (c) => c.notNull().references('money_entries.id'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'varchar(45)', (c) => c.notNull().references('money_accounts.id'))
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_lines_pk', ['entry_id', 'line'])
    .execute();
  await db.schema.createIndex('money_lines_account').on('money_lines').columns(['account_id', 'at']).execute();

  await db.schema
    .createTable('money_requests')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(45)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('money_counters')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('last_value', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('money_receipts')
    .addColumn('number', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('entry_id', 'varchar(45)', (c) => c.notNull().unique().references('money_entries.id'))
    .addColumn('customer_id', 'varchar(45)')
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('money_receipts_customer').on('money_receipts').columns(['customer_id', 'issued_at']).execute();

  const appendOnly = ['money_entries', 'money_lines', 'money_receipts'];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION money_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'The ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME; END $$`.execute(db);
    for (const table of appendOnly) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_append_only`)} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION money_append_only()`.execute(db);
    }
  } else {
    for (const table of appendOnly) {
      for (const operation of ['UPDATE', 'DELETE']) {
        await sql`CREATE TRIGGER ${sql.raw(`${table}_no_${operation.toLowerCase()}`)} BEFORE ${sql.raw(operation)} ON ${sql.table(table)}
          BEGIN SELECT RAISE(ABORT, ${sql.lit(`The ledger is append-only: ${operation} on ${table} refused`)}); END`.execute(db);
      }
    }
  }
}
