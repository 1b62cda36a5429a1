import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The groupings of the revenue report; 'all' is the total (the dashboard's takings and chart). */
export const REVENUE_DIMENSIONS = ['all', 'location', 'method', 'plan', 'sale-point', 'user'] as const;

/** Every line's facts summed into `money_revenue_days` (empty it first). */
export const SUM_REVENUE_DAYS = `INSERT INTO money_revenue_days (dimension, day, value, revenue_kobo, discounts_kobo, takings_kobo)
  SELECT dimension, day, value, sum(revenue_kobo), sum(discounts_kobo), sum(takings_kobo)
  FROM money_revenue_facts GROUP BY dimension, day, value`;

/**
 * Revenue by local day (issue 28, docs/money.md "Revenue, cash-up and dashboard"): the report for a
 * year at a million ledger lines has to answer in 100 ms, which summing the lines cannot.
 * - `money_revenue_facts` (a view): what each line of a revenue, discounts or tender account adds to
 *   each grouping on its local day, read from `radius_clock` (RADIUS_TIME_ZONE, the one clock of plans
 *   and money): revenue (the plan's price credited), discounts, takings (money into cash, bank, card,
 *   POS). A reversal's lines are the negation of its entry's, so it nets out on the day it is posted.
 * - `money_revenue_days`: the facts summed per (grouping, local day, value), kept in step by a
 *   trigger on every new line, in the posting's own transaction (the ledger is append-only); a
 *   line's day is the one of the clock in force when it was posted. Summed here from the lines
 *   posted so far; `sumRevenueDaysAgain` (revenue-days.ts) sums them all on today's clock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('money_revenue_dimensions')
    .addColumn('dimension', 'varchar(12)', (c) => c.primaryKey())
    .execute();
  await db
    .insertInto('money_revenue_dimensions')
    .values(REVENUE_DIMENSIONS.map((dimension) => ({ dimension })))
    .execute();
  await db.schema
    .createTable('money_revenue_days')
    .addColumn('dimension', 'varchar(12)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('value', 'varchar(45)', (c) => c.notNull())
    .addColumn('revenue_kobo', 'bigint', (c) => c.notNull())
    .addColumn('discounts_kobo', 'bigint', (c) => c.notNull())
    .addColumn('takings_kobo', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_revenue_days_pk', ['dimension', 'day', 'value'])
    .execute();

  const offset = `coalesce((SELECT k.utc_offset FROM radius_clock k WHERE k.since <= l.at ORDER BY k.since DESC LIMIT 1), 0)`;
  await sql
    .raw(
      `CREATE VIEW money_revenue_facts AS
      SELECT l.entry_id, l.line, d.dimension,
        CAST((l.at + ${offset}) / 86400 AS integer) AS day,
        CASE d.dimension
          WHEN 'all' THEN ''
          WHEN 'method' THEN coalesce(e.method, '')
          WHEN 'user' THEN coalesce(e.user_id, '')
          WHEN 'sale-point' THEN coalesce(e.sale_point_id, '')
          WHEN 'plan' THEN coalesce(s.plan_id, '')
          ELSE coalesce(c.location_id, p.location_id, '')
        END AS value,
        CASE WHEN a.kind = 'revenue' THEN -l.amount_kobo ELSE 0 END AS revenue_kobo,
        CASE WHEN a.kind = 'discounts' THEN l.amount_kobo ELSE 0 END AS discounts_kobo,
        CASE WHEN a.kind IN ('cash', 'bank', 'card', 'pos') THEN l.amount_kobo ELSE 0 END AS takings_kobo
      FROM money_lines l
      JOIN money_accounts a ON a.id = l.account_id AND a.kind IN ('revenue', 'discounts', 'cash', 'bank', 'card', 'pos')
      JOIN money_entries e ON e.id = l.entry_id
      LEFT JOIN subscriptions s ON s.id = e.subscription_id
      LEFT JOIN customers c ON c.id = e.customer_id
      LEFT JOIN sale_points p ON p.id = e.sale_point_id
      CROSS JOIN money_revenue_dimensions d`,
    )
    .execute(db);

  // Rows in the dimensions' order: concurrent postings lock the same rows in the same order ('all' first).
  const add = (where: string) => `INSERT INTO money_revenue_days (dimension, day, value, revenue_kobo, discounts_kobo, takings_kobo)
    SELECT f.dimension, f.day, f.value, f.revenue_kobo, f.discounts_kobo, f.takings_kobo
    FROM money_revenue_facts f WHERE ${where} ORDER BY f.dimension
    ON CONFLICT (dimension, day, value) DO UPDATE SET
      revenue_kobo = money_revenue_days.revenue_kobo + excluded.revenue_kobo,
      discounts_kobo = money_revenue_days.discounts_kobo + excluded.discounts_kobo,
      takings_kobo = money_revenue_days.takings_kobo + excluded.takings_kobo`;
  await sql.raw(SUM_REVENUE_DAYS).execute(db);
  if (postgres) {
    await sql
      .raw(
        `CREATE FUNCTION money_revenue_add() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${add('f.entry_id = NEW.entry_id AND f.line = NEW.line')}; RETURN NULL; END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER money_lines_revenue AFTER INSERT ON money_lines FOR EACH ROW EXECUTE FUNCTION money_revenue_add()`.execute(db);
  } else {
    await sql
      .raw(`CREATE TRIGGER money_lines_revenue AFTER INSERT ON money_lines BEGIN ${add('f.entry_id = NEW.entry_id AND f.line = NEW.line')}; END`)
      .execute(db);
  }
}
