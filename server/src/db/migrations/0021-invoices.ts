import type { Kysely } from 'kysely';

/**
 * Sale point balances and corporate invoices (issue 28, docs/money.md).
 * - `sale_points.credit_limit_kobo`: how much a sale point may owe (its ledger account's balance,
 *   debit positive) after a voucher batch; null is no limit (sale points made before the limit).
 * - `voucher_batches.entry_id`: the ledger entry that debited the sale point for the batch, so its
 *   statement names the batch.
 * - `invoices`: one per invoice, numbered INV-<year>-<n> without gaps; `paid_kobo` is the sum of its
 *   allocations, kept in step by the allocating transaction (its UPDATE refuses to pass the total);
 *   `credit_note` is the number of the credit note that voided it.
 * - `invoice_lines`: the on-account charges (ledger entries) it bills; an entry is billed once.
 * - `invoice_allocations`: how much of a payment (ledger entry) went to which invoice.
 * - `credit_notes`: CRN-<year>-<n>, one per voided invoice, with its ledger entry and reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sale_points').addColumn('credit_limit_kobo', 'bigint').execute();
  await db.schema.alterTable('voucher_batches').addColumn('entry_id', 'varchar(45)').execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'varchar(45)', (c) => c.notNull())
    .addColumn('customer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'bigint', (c) => c.notNull())
    .addColumn('subtotal_kobo', 'bigint', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('vat_kobo', 'bigint', (c) => c.notNull())
    .addColumn('total_kobo', 'bigint', (c) => c.notNull())
    .addColumn('paid_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('entry_id', 'varchar(45)')
    .addColumn('credit_note', 'varchar(30)')
    .addColumn('user_id', 'varchar(45)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_customer').on('invoices').columns(['customer_id', 'issued_at']).execute();
  await db.schema.createIndex('invoices_issued').on('invoices').columns(['issued_at']).execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoice_id', 'varchar(45)', (c) => c.notNull().references('invoices.id'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'varchar(45)', (c) => c.notNull().unique().references('money_entries.id'))
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'line'])
    .execute();

  await db.schema
    .createTable('invoice_allocations')
    .addColumn('entry_id', 'varchar(45)', (c) => c.notNull().references('money_entries.id'))
    .addColumn('invoice_id', 'varchar(45)', (c) => c.notNull().references('invoices.id'))
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_allocations_pk', ['entry_id', 'invoice_id'])
    .execute();
  await db.schema.createIndex('invoice_allocations_invoice').on('invoice_allocations').columns(['invoice_id']).execute();

  await db.schema
    .createTable('credit_notes')
    .addColumn('number', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('invoice_id', 'varchar(45)', (c) => c.notNull().unique().references('invoices.id'))
    .addColumn('entry_id', 'varchar(45)', (c) => c.notNull().references('money_entries.id'))
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'varchar(45)', (c) => c.notNull())
    .execute();
}
