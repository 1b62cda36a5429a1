import type { Kysely } from 'kysely';

// Subscribers, their prepaid plans, and voucher batches (issue 14). Money in kobo, times in epoch
// seconds. Nothing here is deleted in cascade: a subscription or voucher outlives nothing it names.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact_person', 'varchar(100)', (c) => c.notNull())
    // 'First Last' or the company's name, kept with the row so lists filter and sort on one index.
    .addColumn('name', 'varchar(101)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('location_id', 'varchar(45)', (c) => c.notNull().references('locations.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    // The login in lower case: unique, and what RADIUS looks the User-Name up by.
    .addColumn('username_key', 'varchar(64)', (c) => c.notNull().unique())
    // FreeRADIUS's SSHA2-512-Password form: base64(sha512(password + salt) + salt).
    .addColumn('password_ssha512', 'varchar(200)', (c) => c.notNull())
    .addColumn('notes', 'varchar(500)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customers_name').on('customers').columns(['name', 'id']).execute();
  await db.schema.createIndex('customers_phone').on('customers').column('phone').execute();
  await db.schema.createIndex('customers_location').on('customers').column('location_id').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(45)', (c) => c.notNull().references('customers.id'))
    .addColumn('plan_id', 'varchar(45)', (c) => c.notNull().references('plans.id'))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_customer').on('subscriptions').columns(['customer_id', 'start_at']).execute();
  await db.schema.createIndex('subscriptions_plan').on('subscriptions').column('plan_id').execute();
  await db.schema.createIndex('subscriptions_period').on('subscriptions').columns(['end_at', 'start_at']).execute();

  await db.schema
    .createTable('voucher_batches')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('plan_id', 'varchar(45)', (c) => c.notNull().references('plans.id'))
    .addColumn('sale_point_id', 'varchar(45)', (c) => c.notNull().references('sale_points.id'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('pin_length', 'integer', (c) => c.notNull())
    .addColumn('prefix', 'varchar(8)', (c) => c.notNull())
    // The plan's terms when the batch was made; a later price change does not rewrite what was sold.
    .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
    .addColumn('contract_value_kobo', 'bigint')
    .addColumn('validity', 'integer', (c) => c.notNull())
    .addColumn('uptime', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('voucher_batches_sale_point').on('voucher_batches').columns(['sale_point_id', 'created']).execute();
  await db.schema.createIndex('voucher_batches_plan').on('voucher_batches').column('plan_id').execute();

  await db.schema
    .createTable('vouchers')
    .addColumn('id', 'varchar(45)', (c) => c.primaryKey())
    .addColumn('batch_id', 'varchar(45)', (c) => c.notNull().references('voucher_batches.id'))
    .addColumn('serial', 'integer', (c) => c.notNull())
    // The PIN is the voucher's User-Name and password; kept so a sheet can be printed again.
    .addColumn('pin', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('sale_point_id', 'varchar(45)', (c) => c.notNull().references('sale_points.id'))
    .addColumn('activated_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addColumn('used_up_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vouchers_batch').on('vouchers').columns(['batch_id', 'serial']).unique().execute();
  await db.schema.createIndex('vouchers_sale_point_activated').on('vouchers').columns(['sale_point_id', 'activated_at']).execute();
  await db.schema.createIndex('vouchers_sale_point_revoked').on('vouchers').columns(['sale_point_id', 'revoked_at']).execute();
  await db.schema.createIndex('vouchers_activated').on('vouchers').column('activated_at').execute();
}
