import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Issue 15's second part (docs/radius.md):
 * - plans.simultaneous_use: how many sessions at a time a login of the plan may have (default 1);
 * - radius_simultaneous_use: that number per login, which the policy hands to rlm_sql's Simultaneous-Use;
 * - radius_refusals: why radcheck refuses a login, for radpostauth's reject reason (radius_logins
 *   itself also holds the password, which FreeRADIUS's role reads only through radcheck).
 * Both views answer one login through the same indexes as 0010's (customers.username_key,
 * vouchers' lower(pin), subscriptions (customer_id, start_at)).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const now = postgres ? 'CAST(floor(extract(epoch FROM now())) AS bigint)' : "CAST(strftime('%s', 'now') AS integer)";
  // The same type in both halves of the union, or PostgreSQL will not push a login's filter into them.
  const login = (value: string) => (postgres ? `CAST(${value} AS text)` : value);
  await db.schema
    .alterTable('plans')
    .addColumn('simultaneous_use', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // A subscriber's number is its latest started subscription's plan's: the current one, or the one
  // whose expired profile it has fallen to.
  await sql
    .raw(
      `CREATE VIEW radius_simultaneous_use AS
    SELECT ${login('c.username_key')} AS username, coalesce((
      SELECT p.simultaneous_use FROM subscriptions a JOIN plans p ON p.id = a.plan_id
      WHERE a.customer_id = c.id AND a.cancelled_at IS NULL AND a.start_at <= ${now}
      ORDER BY a.start_at DESC LIMIT 1), 1) AS sessions
    FROM customers c
    UNION ALL
    SELECT lower(v.pin) AS username, p.simultaneous_use AS sessions
    FROM vouchers v JOIN voucher_batches b ON b.id = v.batch_id JOIN plans p ON p.id = b.plan_id`,
    )
    .execute(db);
  await sql.raw('CREATE VIEW radius_refusals AS SELECT username, refusal FROM radius_logins WHERE refusal IS NOT NULL').execute(db);
}
