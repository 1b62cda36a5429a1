import { sql, type Kysely } from 'kysely';

/**
 * Notices to subscribers and sale points (issue 30, docs/portal.md "Notices", server/src/notices/).
 * - `notice_events`: one row per thing that happened and is worth telling (a plan ending, a payment),
 *   written in the transaction of the change itself; unique by (kind, key), so a sweep on several
 *   instances, a retried request or a replayed job records an event once.
 * - `notice_deliveries`: one row per (event, channel) with the recipient, what was sent, and its state
 *   (pending, delivered, failed, skipped) and reason, which the subscriber's Notices tab lists. A job of
 *   the job queue (queue `notices`, keyed by the delivery) sends it.
 * - `notice_templates`: the staff's text per (kind, channel); a missing row means the shipped default.
 * The gateway and quiet-hours settings are one JSON value in `server_settings` (key `notices`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notice_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(45)', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('sale_point_id', 'varchar(45)', (c) => c.references('sale_points.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX notice_events_kind_key ON notice_events (kind, key)`.execute(db);
  await sql`CREATE INDEX notice_events_customer ON notice_events (customer_id, created)`.execute(db);
  await sql`CREATE INDEX notice_events_sale_point ON notice_events (sale_point_id)`.execute(db);

  await db.schema
    .createTable('notice_deliveries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('event_id', 'varchar(36)', (c) => c.notNull().references('notice_events.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX notice_deliveries_event_channel ON notice_deliveries (event_id, channel)`.execute(db);

  await db.schema
    .createTable('notice_templates')
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_templates_pk', ['kind', 'channel'])
    .execute();
}
