import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Voucher counts kept by triggers (issue 32, docs/performance.md "Internet lists"), so the pages
 * that count vouchers read a few kept rows instead of 10,000 to 1,000,000 index entries:
 * - voucher_batches.activated_count and revoked_count: the batch page's two columns;
 * - voucher_activity: per sale point, batch and quarter hour (UTC epoch seconds / 900) how many of
 *   the batch's vouchers were first used and revoked then: a sale point's statement;
 * - voucher_activations: per quarter hour, every voucher first used then: the payer report.
 * Quarter hours, not local days: a period in any zone (every UTC offset is a whole number of
 * quarter hours) is whole quarter hours, and the parts of a period that are not (a statement asked
 * for 10:07 to 14:52) are counted from the vouchers' activated_at and (sale point, activated_at) indexes (0009, 0030), so a count
 * is the same as counting the vouchers, whatever the bounds.
 * Every write to a voucher's activation, revocation, batch or sale point moves them: the activation
 * FreeRADIUS's radpostauth trigger makes (0010), a revoke, a new batch, a delete.
 * And the payer report's subscribers: paying_quarters holds per calendar quarter (UTC) each
 * subscriber with a paid subscription overlapping it, their type and the first start of those
 * subscriptions (a quarter "so far" counts the ones started by now), kept by triggers on
 * subscriptions and on a subscriber's type; calendar_quarters lists the quarters they are cut by.
 */
export const ACTIVITY_BUCKET = 900;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const column of ['activated_count', 'revoked_count']) {
    await db.schema
      .alterTable('voucher_batches')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('voucher_activity')
    .addColumn('sale_point_id', 'varchar(45)', (c) => c.notNull())
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(45)', (c) => c.notNull())
    .addColumn('activated', 'bigint', (c) => c.notNull())
    .addColumn('revoked', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('voucher_activity_pk', ['sale_point_id', 'bucket', 'batch_id'])
    .execute();
  await db.schema
    .createTable('voucher_activations')
    .addColumn('bucket', 'bigint', (c) => c.notNull().primaryKey())
    .addColumn('activated', 'bigint', (c) => c.notNull())
    .execute();

  // What the vouchers hold now.
  await sql`update voucher_batches set
    activated_count = (select count(v.activated_at) from vouchers v where v.batch_id = voucher_batches.id),
    revoked_count = (select count(v.revoked_at) from vouchers v where v.batch_id = voucher_batches.id)`.execute(db);
  await sql.raw(addActivity(`SELECT batch_id, sale_point_id, activated_at, revoked_at, 1 AS sign FROM vouchers`)).execute(db);
  await sql.raw(addActivations(`SELECT activated_at, 1 AS sign FROM vouchers`)).execute(db);

  if (postgres) for (const statement of postgresTriggers()) await sql.raw(statement).execute(db);
  else for (const statement of sqliteTriggers()) await sql.raw(statement).execute(db);
  // And the payer report's subscribers.
  await keepPayers(db, postgres);
}

/** Calendar quarters (UTC) from 1970 to 2199 as [start, end) epoch seconds, as payer-report.ts's quarterStart cuts them. */
function calendarQuarters(): Array<{ start_at: number; end_at: number }> {
  const quarters = [];
  for (let year = 1970; year < 2200; year++) {
    for (let q = 0; q < 4; q++) quarters.push({ start_at: Date.UTC(year, q * 3, 1) / 1000, end_at: Date.UTC(year, q * 3 + 3, 1) / 1000 });
  }
  return quarters;
}

/** A quarter's length at most (92 days) and a day: bounds the quarters' index range a subscription reads. */
const QUARTER_AT_MOST = 93 * 86_400;

/** paying_quarters' rows of the subscribers `where` picks over `subscriptions s`, from their paid subscriptions. */
const payingRows = (where: string) => `INSERT INTO paying_quarters (quarter_start, customer_id, type, first_start)
  SELECT q.start_at, s.customer_id, c.type, min(s.start_at) FROM subscriptions s
  JOIN calendar_quarters q ON q.start_at < s.end_at AND q.end_at > s.start_at AND q.start_at > s.start_at - ${QUARTER_AT_MOST}
  JOIN customers c ON c.id = s.customer_id
  WHERE s.amount_kobo > 0 AND ${where}
  GROUP BY q.start_at, s.customer_id, c.type`;

/** One subscriber's rows made again from their subscriptions (a subscriber has a few). */
const payingAgain = (customer: string) => [`DELETE FROM paying_quarters WHERE customer_id = ${customer}`, payingRows(`s.customer_id = ${customer}`)];

async function keepPayers(db: Kysely<any>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable('calendar_quarters')
    .addColumn('start_at', 'bigint', (c) => c.primaryKey())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('calendar_quarters').values(calendarQuarters()).execute();
  await db.schema
    .createTable('paying_quarters')
    .addColumn('quarter_start', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(45)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('first_start', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('paying_quarters_pk', ['customer_id', 'quarter_start'])
    .execute();
  // The report counts a quarter's payers by type started before a time, from this index alone.
  await db.schema.createIndex('paying_quarters_count').on('paying_quarters').columns(['quarter_start', 'type', 'first_start']).execute();
  await sql.raw(payingRows('1 = 1')).execute(db);
  const watched = 'customer_id, start_at, end_at, amount_kobo';
  if (postgres) {
    await sql
      .raw(
        `CREATE FUNCTION paying_quarters_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'customers' THEN
    UPDATE paying_quarters SET type = new.type WHERE customer_id = new.id;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN ${payingAgain('old.customer_id').join('; ')}; END IF;
  IF TG_OP <> 'DELETE' THEN ${payingAgain('new.customer_id').join('; ')}; END IF;
  RETURN NULL;
END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER subscriptions_paying AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON subscriptions
      FOR EACH ROW EXECUTE FUNCTION paying_quarters_track()`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER customers_paying_type AFTER UPDATE OF type ON customers
      FOR EACH ROW WHEN (old.type IS DISTINCT FROM new.type) EXECUTE FUNCTION paying_quarters_track()`,
      )
      .execute(db);
    return;
  }
  for (const statement of [
    `CREATE TRIGGER subscriptions_paying_insert AFTER INSERT ON subscriptions BEGIN ${payingAgain('new.customer_id').join('; ')}; END`,
    `CREATE TRIGGER subscriptions_paying_delete AFTER DELETE ON subscriptions BEGIN ${payingAgain('old.customer_id').join('; ')}; END`,
    `CREATE TRIGGER subscriptions_paying_update AFTER UPDATE OF ${watched} ON subscriptions BEGIN
      ${[...payingAgain('old.customer_id'), ...payingAgain('new.customer_id')].join('; ')}; END`,
    `CREATE TRIGGER customers_paying_type AFTER UPDATE OF type ON customers WHEN old.type IS NOT new.type BEGIN
      UPDATE paying_quarters SET type = new.type WHERE customer_id = new.id; END`,
  ])
    await sql.raw(statement).execute(db);
}

/** Adds `changes` (rows of vouchers with a sign: 1 counted in, -1 counted out) to voucher_activity. */
function addActivity(changes: string): string {
  return `INSERT INTO voucher_activity (sale_point_id, bucket, batch_id, activated, revoked)
    SELECT sale_point_id, bucket, batch_id, sum(activated), sum(revoked) FROM (
      SELECT sale_point_id, activated_at / ${ACTIVITY_BUCKET} AS bucket, batch_id, sign AS activated, 0 AS revoked
      FROM (${changes}) c WHERE activated_at IS NOT NULL
      UNION ALL
      SELECT sale_point_id, revoked_at / ${ACTIVITY_BUCKET}, batch_id, 0, sign
      FROM (${changes}) c WHERE revoked_at IS NOT NULL) t
    WHERE true GROUP BY sale_point_id, bucket, batch_id HAVING sum(activated) <> 0 OR sum(revoked) <> 0
    ON CONFLICT (sale_point_id, bucket, batch_id) DO UPDATE SET
      activated = voucher_activity.activated + excluded.activated,
      revoked = voucher_activity.revoked + excluded.revoked`;
}

/** Adds `changes` to voucher_activations. */
function addActivations(changes: string): string {
  return `INSERT INTO voucher_activations (bucket, activated)
    SELECT activated_at / ${ACTIVITY_BUCKET}, sum(sign) FROM (${changes}) c WHERE activated_at IS NOT NULL
    GROUP BY activated_at / ${ACTIVITY_BUCKET} HAVING sum(sign) <> 0
    ON CONFLICT (bucket) DO UPDATE SET activated = voucher_activations.activated + excluded.activated`;
}

/** The record a one-row statement reads: a trigger's new or old row, or 0035's activated voucher. */
type Row = 'new' | 'old' | 'used';
type Counted = 'activated' | 'revoked';

/** `name`'s voucher counted in (+1) at its `column`'s quarter hour, a row made if there is none (SQLite's triggers, 0035). */
export const putActivity = (name: Row, column: Counted) => `INSERT INTO voucher_activity (sale_point_id, bucket, batch_id, activated, revoked)
    SELECT ${name}.sale_point_id, ${name}.${column}_at / ${ACTIVITY_BUCKET}, ${name}.batch_id, ${Number(column === 'activated')}, ${Number(column === 'revoked')}
    WHERE ${name}.${column}_at IS NOT NULL
    ON CONFLICT (sale_point_id, bucket, batch_id) DO UPDATE SET ${column} = voucher_activity.${column} + 1`;
/** SQLite: `name`'s voucher counted out (-1): its row is there, since it was counted in; a NULL time matches none. */
const takeActivity = (name: Row, column: Counted) => `UPDATE voucher_activity SET ${column} = ${column} - 1
    WHERE sale_point_id = ${name}.sale_point_id AND bucket = ${name}.${column}_at / ${ACTIVITY_BUCKET} AND batch_id = ${name}.batch_id`;
export const putActivation = (name: Row) => `INSERT INTO voucher_activations (bucket, activated)
    SELECT ${name}.activated_at / ${ACTIVITY_BUCKET}, 1 WHERE ${name}.activated_at IS NOT NULL
    ON CONFLICT (bucket) DO UPDATE SET activated = voucher_activations.activated + 1`;
const takeActivation = (name: Row) =>
  `UPDATE voucher_activations SET activated = activated - 1 WHERE bucket = ${name}.activated_at / ${ACTIVITY_BUCKET}`;
/** SQLite: `name`'s voucher counted in (put) or out (take) at its batch, sale point and quarter hours, each column. */
const moveAll = (name: Row, put: boolean) => {
  const sign = put ? '+' : '-';
  return [
    `UPDATE voucher_batches SET activated_count = activated_count ${sign} (${name}.activated_at IS NOT NULL),
      revoked_count = revoked_count ${sign} (${name}.revoked_at IS NOT NULL) WHERE id = ${name}.batch_id`,
    ...(put
      ? [putActivity(name, 'activated'), putActivity(name, 'revoked'), putActivation(name)]
      : [takeActivity(name, 'activated'), takeActivity(name, 'revoked'), takeActivation(name)]),
  ].join(';\n');
};

/**
 * SQLite: row triggers, each a few one-row statements. SQLite compiles a statement's triggers when
 * it prepares it, and FreeRADIUS prepares its radpostauth insert anew for every login, whose
 * trigger (0010) activates a voucher: an update of activated_at compiles only the triggers on that
 * column. So one trigger per column that changes alone (activation, revoke), and a rarer one for a
 * voucher moved to another batch or sale point, which counts it out of the old and into the new
 * whole; the first two stand aside then, so a statement that moves and activates at once counts
 * once. The radpostauth insert's EXPLAIN (SQLite 3.40.1, FreeRADIUS's): 363 operations, 144 without
 * these triggers, 739 with the PostgreSQL statements' set form per row (docs/radius.md, "Fast enough
 * for a morning login storm").
 * A revoke of 10,000 vouchers runs its trigger 10,000 times, a few milliseconds in all.
 */
function sqliteTriggers(): string[] {
  const stays = 'old.batch_id = new.batch_id AND old.sale_point_id = new.sale_point_id';
  const counted = (name: Row) => `${name}.activated_at IS NOT NULL OR ${name}.revoked_at IS NOT NULL`;
  // An activation or a revoke (or its correction) within the batch: that column's counts alone.
  const changed = (column: Counted, more: string[]) => `CREATE TRIGGER vouchers_activity_${column} AFTER UPDATE OF ${column}_at ON vouchers
      WHEN old.${column}_at IS NOT new.${column}_at AND ${stays} BEGIN
      UPDATE voucher_batches SET ${column}_count = ${column}_count + (new.${column}_at IS NOT NULL) - (old.${column}_at IS NOT NULL)
        WHERE id = new.batch_id;
      ${[takeActivity('old', column), putActivity('new', column), ...more].join(';\n')};
    END`;
  return [
    `CREATE TRIGGER vouchers_activity_insert AFTER INSERT ON vouchers WHEN ${counted('new')} BEGIN
      ${moveAll('new', true)};
    END`,
    `CREATE TRIGGER vouchers_activity_delete AFTER DELETE ON vouchers WHEN ${counted('old')} BEGIN
      ${moveAll('old', false)};
    END`,
    changed('activated', [takeActivation('old'), putActivation('new')]),
    changed('revoked', []),
    `CREATE TRIGGER vouchers_activity_moved AFTER UPDATE OF batch_id, sale_point_id ON vouchers WHEN NOT (${stays}) BEGIN
      ${moveAll('old', false)};
      ${moveAll('new', true)};
    END`,
  ];
}

const KEPT = ['batch_id', 'sale_point_id', 'activated_at', 'revoked_at'];

/**
 * PostgreSQL: the function of the statement triggers below, over their transition tables, each
 * statement's changes moved into the kept rows at once. `first` is PL/pgSQL run before anything else
 * (0035: a return when the voucher activation counts its own row).
 */
export function activityTrackFunction(first = ''): string {
  const columns = `${KEPT.join(', ')}`;
  const changes = {
    INSERT: `SELECT ${columns}, 1 AS sign FROM new_rows`,
    DELETE: `SELECT ${columns}, -1 AS sign FROM old_rows`,
    UPDATE: `SELECT ${columns}, 1 AS sign FROM new_rows UNION ALL SELECT ${columns}, -1 AS sign FROM old_rows`,
  };
  // A statement that changed no row (FreeRADIUS's activation of a subscriber's login, or of a voucher
  // already activated) writes nothing and reads no more than that.
  const apply = (c: string, rows: string) => `IF EXISTS (SELECT 1 FROM ${rows}) THEN
    UPDATE voucher_batches b SET activated_count = b.activated_count + d.activated, revoked_count = b.revoked_count + d.revoked
    FROM (SELECT batch_id, sum(sign * CAST(activated_at IS NOT NULL AS integer)) AS activated,
        sum(sign * CAST(revoked_at IS NOT NULL AS integer)) AS revoked
      FROM (${c}) c GROUP BY batch_id) d
    WHERE b.id = d.batch_id AND (d.activated <> 0 OR d.revoked <> 0);
    ${addActivity(c)};
    ${addActivations(`SELECT activated_at, sign FROM (${c}) a`)};
    END IF;`;
  const events = Object.keys(changes) as Array<keyof typeof changes>;
  return `CREATE OR REPLACE FUNCTION voucher_activity_track() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  ${first}
  ${events.map((event, i) => `${i === 0 ? 'IF' : 'ELSIF'} TG_OP = '${event}' THEN ${apply(changes[event], event === 'DELETE' ? 'old_rows' : 'new_rows')}`).join('\n  ')}
  END IF;
  RETURN NULL;
END $$`;
}

/**
 * PostgreSQL: statement triggers over the transition tables (0005's pattern), so a revoke of 10,000
 * vouchers moves each kept row once. SECURITY DEFINER: the activation runs as FreeRADIUS's role
 * through radius_voucher_activation, which may not write these tables itself.
 */
function postgresTriggers(): string[] {
  return [
    activityTrackFunction(),
    `CREATE TRIGGER vouchers_activity_insert AFTER INSERT ON vouchers
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION voucher_activity_track()`,
    `CREATE TRIGGER vouchers_activity_delete AFTER DELETE ON vouchers
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION voucher_activity_track()`,
    // Transition tables forbid a column list (UPDATE OF): every update is seen, and one that leaves
    // the four columns as they were sums to nothing and writes nothing.
    `CREATE TRIGGER vouchers_activity_update AFTER UPDATE ON vouchers
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION voucher_activity_track()`,
  ];
}
