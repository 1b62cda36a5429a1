import { sql } from 'kysely';
import { countActivated, makeVoucherBatch } from '../areas/internet/customers-fixtures';
import { makeProfile } from '../areas/internet/internet-fixtures';
import { ACTIVITY_BUCKET } from '../db/migrations/0031-voucher-counts';
import { describeEachDatabase, type TestApp } from '../testing/test-app';
import { writeAccept } from './radius-test-kit';

/**
 * What FreeRADIUS asks per request (radius/queries/*.conf, sites/dynamic-clients, policy.conf). The
 * check query reads the half the login is in (SQLite since 0032, PostgreSQL since 0034 through
 * radius_authorize_half, which runs this same query; radius_authorize over both stays for reading by
 * hand); the reply and group queries read the control list, not the database. On PostgreSQL the
 * others go through migration 0034's functions (radius_reply_items, radius_profile_nas_refused, ...),
 * which run these same queries.
 */
const HALVES = [
  "SELECT id, username, attribute, value, op FROM radius_authorize_subscriber WHERE username = 'ada.obi' ORDER BY id",
  "SELECT id, username, attribute, value, op FROM radius_authorize_voucher WHERE username = 'abcd2345' ORDER BY id",
];
const CHECK = {
  postgres: ["SELECT id, username, attribute, value, op FROM radius_authorize WHERE username = 'ada.obi' ORDER BY id", ...HALVES],
  sqlite: HALVES,
};
const PER_REQUEST = [
  "SELECT CASE WHEN EXISTS (SELECT 1 FROM radius_voucher_logins WHERE username = 'ada.obi') THEN 'voucher' ELSE 'subscriber' END",
  "SELECT id, groupname, attribute, Value, op FROM radgroupcheck WHERE groupname = 'p1' ORDER BY id",
  "SELECT id, groupname, attribute, value, op FROM radgroupreply WHERE groupname = 'p1' ORDER BY id",
  "SELECT count(*) FROM radius_profile_nas_refusals WHERE profile_id = 'p1' AND nasname = '10.0.0.1'",
  "SELECT secret FROM nas WHERE nasname = '10.0.0.1'",
  "SELECT COUNT(*) FROM radacct WHERE username = 'ada.obi' AND acctstoptime IS NULL",
  // Vendors and devices (0025): the login's own reply items, the binding (the profile's: REPLY).
  "SELECT 1000, username, attribute, value, op FROM radius_login_replies WHERE username = 'ada.obi'",
  "SELECT CASE WHEN EXISTS (SELECT 1 FROM radius_device_learning WHERE username = 'ada.obi') THEN 2 WHEN count(*) = 0 THEN 0 WHEN sum(CASE WHEN mac = 'aa:bb:cc:dd:ee:01' THEN 1 ELSE 0 END) > 0 THEN 0 ELSE 1 END FROM radius_device_macs WHERE username = 'ada.obi'",
];

/**
 * The reply query as FreeRADIUS sends it, with the profile's items for the NAS's vendor: on SQLite from
 * radius_profile_replies_kept, the view's rows kept per profile (migration 0036); PostgreSQL's
 * radius_reply_items reads the view.
 */
const replyQuery = (profiles: string) =>
  `SELECT 0, 'ada.obi', 'Session-Timeout', '3600', ':=' WHERE '3600' <> '' UNION ALL SELECT id, profile_id, attribute, value, op FROM ${profiles} WHERE profile_id = 'p1' AND vendor IN ('*', (SELECT vendor FROM nas WHERE nasname = '10.0.0.1')) UNION ALL SELECT 1000, username, attribute, value, op FROM radius_login_replies WHERE username = 'ada.obi' ORDER BY 1`;
const REPLY = { postgres: replyQuery('radius_profile_replies'), sqlite: replyQuery('radius_profile_replies_kept') };
/** A subscriber's post-auth row as FreeRADIUS's SQLite query writes it (radius/queries/sqlite.conf). */
const SUBSCRIBER_POST_AUTH =
  "INSERT INTO radpostauth (username, pass, reply, authdate, class) VALUES ('ada.obi', '', 'Access-Accept', 1764000000, '')";

const TABLES = [
  'customers',
  'subscriptions',
  'plans',
  'plan_constraints',
  'vouchers',
  'voucher_batches',
  'service_profiles',
  'service_profile_nas',
  'nas',
  'radacct',
  'customer_devices',
  'profile_reply_attributes',
  'radius_profile_replies_kept',
];

/** The plan as text; on PostgreSQL with sequential scans priced out, so a scan left is one no index can avoid. */
async function plan(t: TestApp, query: string): Promise<string> {
  if (t.dialect === 'sqlite') {
    const { rows } = await sql.raw<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`).execute(t.db);
    return rows.map((row) => row.detail).join('\n');
  }
  return t.db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`).execute(tx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describeEachDatabase('radius: the views FreeRADIUS reads', (get) => {
  it('answer each login through indexes, never by scanning a table', async () => {
    const t = get();
    for (const query of [...CHECK[t.dialect], ...PER_REQUEST, REPLY[t.dialect]]) {
      const text = await plan(t, query);
      const scans =
        t.dialect === 'sqlite'
          ? text.split('\n').filter((line) => TABLES.some((table) => new RegExp(`^SCAN ${table}\\b`).test(line)))
          : text.split('\n').filter((line) => line.includes('Seq Scan'));
      expect({ query, scans }).toEqual({ query, scans: [] });
    }
  });

  // rlm_sql_sqlite prepares every statement anew (docs/radius.md "SQLite: what FreeRADIUS prepares per
  // login"): the check query over both halves of the rules compiled to 2,349 operations (one row of
  // EXPLAIN each), one half compiles to about 1,000 (990 as SQLite 3.53 counts them), about 890 with the
  // local time computed once in a joined row (0037), and rules copied into each check item to 5,666.
  // The reply query over radius_profile_replies's fourteen vendor arms compiled to 670, over the kept
  // rows about 140 (0036); a subscriber's post-auth insert, with the voucher activation's triggers on
  // radpostauth, to 362, without them about 50 (0036). Operations as SQLite 3.53 counts them.
  // PostgreSQL keeps the check query's plan per connection (radius_authorize_login).
  it("on SQLite, compiles a login's check, reply and post-auth statements within their budgets", async () => {
    const t = get();
    if (t.dialect !== 'sqlite') return;
    const budgets: Array<[string, number]> = [
      ...CHECK.sqlite.map((query): [string, number] => [query, 950]),
      [REPLY.sqlite, 200],
      [SUBSCRIBER_POST_AUTH, 100],
    ];
    const sizes: Record<string, number | string> = {};
    for (const [query, budget] of budgets) {
      const { rows } = await sql.raw(`EXPLAIN ${query}`).execute(t.db);
      sizes[query] = rows.length < budget ? `under ${budget} operations` : rows.length;
    }
    expect(sizes).toEqual(Object.fromEntries(budgets.map(([query, budget]) => [query, `under ${budget} operations`])));
  });

  // A voucher's first accept counts it once in 0031's kept rows (its batch, its sale point's quarter
  // hour, the quarter hour), since 0035 on PostgreSQL by the activation's own one-row statements, and
  // there commits without waiting for the disk with those rows locked (32 first accepts at once queued
  // on them); a later accept, or a subscriber's, changes nothing and commits as before.
  it("counts a voucher's first accept once, and on PostgreSQL commits it without waiting for the disk", async () => {
    const t = get();
    const batch = await makeVoucherBatch(t, 1, 8);
    const voucher = () => t.db.selectFrom('vouchers').select(['pin', 'activatedAt']).where('batchId', '=', batch.id).executeTakeFirstOrThrow();
    const login = (await voucher()).pin.toLowerCase();
    const accept = (username: string) =>
      t.db.transaction().execute(async (tx) => {
        await writeAccept(tx, t.dialect, username);
        if (t.dialect !== 'postgres') return null;
        const { rows } = await sql<{ setting: string }>`select current_setting('synchronous_commit') as setting`.execute(tx);
        return rows[0].setting;
      });
    const commits = [await accept(login), await accept(login), await accept('ada.obi')];
    if (t.dialect === 'postgres') expect(commits).toEqual(['off', 'on', 'on']);

    const bucket = Math.floor((await voucher()).activatedAt! / ACTIVITY_BUCKET);
    const kept = {
      batch: await t.db.selectFrom('voucher_batches').select('activatedCount as n').where('id', '=', batch.id).executeTakeFirst(),
      activity: await t.db
        .selectFrom('voucher_activity')
        .select('activated as n')
        .where('batchId', '=', batch.id)
        .where('bucket', '=', bucket)
        .executeTakeFirst(),
      activations: await t.db.selectFrom('voucher_activations').select('activated as n').where('bucket', '=', bucket).executeTakeFirst(),
    };
    const inBucket = await countActivated(t, bucket * ACTIVITY_BUCKET, (bucket + 1) * ACTIVITY_BUCKET);
    expect(Object.fromEntries(Object.entries(kept).map(([name, row]) => [name, Number(row?.n)]))).toEqual({
      batch: 1,
      activity: 1,
      activations: inBucket,
    });
  });

  // The reply query's kept rows (0036) against their definition, the view, after each kind of write
  // to a profile and its free-form items, including one that moves an item to another profile.
  it('on SQLite, keeps radius_profile_replies_kept equal to radius_profile_replies through every write to profiles', async () => {
    const t = get();
    if (t.dialect !== 'sqlite') return;
    const differences = async () => {
      const { rows } = await sql<{ n: number }>`SELECT
        (SELECT count(*) FROM (SELECT * FROM radius_profile_replies EXCEPT SELECT profile_id, vendor, id, attribute, op, value FROM radius_profile_replies_kept))
        + (SELECT count(*) FROM (SELECT profile_id, vendor, id, attribute, op, value FROM radius_profile_replies_kept EXCEPT SELECT * FROM radius_profile_replies))
        + (SELECT count(*) FROM radius_profile_replies_kept) - (SELECT count(*) FROM radius_profile_replies) AS n`.execute(t.db);
      return rows[0].n;
    };
    const profile = await makeProfile(t, { rateLimit: '2M/4M', idleTimeout: 600, replyAttributes: 'Filter-Id = std-users' });
    const other = await makeProfile(t, { rateLimit: '1M/2M', ipPool: '' });
    const steps: Record<string, number> = { created: await differences() };
    await t.db
      .updateTable('service_profiles')
      .set({ rateLimit: '8M/16M', uploadRate: 8_000_000, downloadRate: 16_000_000, ipPool: '' })
      .where('id', '=', profile.id)
      .execute();
    steps.updated = await differences();
    await t.db.insertInto('profile_reply_attributes').values({ profileId: profile.id, position: 5, attribute: 'Class', value: 'gold' }).execute();
    await t.db
      .updateTable('profile_reply_attributes')
      .set({ profileId: other.id })
      .where('profileId', '=', profile.id)
      .where('position', '=', 5)
      .execute();
    steps.moved = await differences();
    await t.db.deleteFrom('profile_reply_attributes').where('profileId', 'in', [profile.id, other.id]).execute();
    await t.db.deleteFrom('service_profiles').where('id', '=', other.id).execute();
    steps.deleted = await differences();
    expect(steps).toEqual({ created: 0, updated: 0, moved: 0, deleted: 0 });
    const kept = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM radius_profile_replies_kept WHERE profile_id IN (${profile.id}, ${other.id})`.execute(t.db);
    // 8M/16M for MikroTik, WISPr and Ubiquiti, ChilliSpot, pfSense, Cisco (no pool), and the Idle-Timeout.
    expect(kept.rows[0].n).toBe(12);
  });
});
