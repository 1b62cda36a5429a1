import { sql } from 'kysely';
import { describeEachDatabase, type TestApp } from '../testing/test-app';

/**
 * What FreeRADIUS asks per request (radius/queries/*.conf, sites/dynamic-clients, policy.conf). The
 * check query reads radius_authorize (on PostgreSQL through radius_authorize_login, which runs this
 * same query); the reply and group queries read the control list, not the database.
 */
const PER_REQUEST = [
  "SELECT id, username, attribute, value, op FROM radius_authorize WHERE username = 'ada.obi' ORDER BY id",
  "SELECT id, groupname, attribute, Value, op FROM radgroupcheck WHERE groupname = 'p1' ORDER BY id",
  "SELECT id, groupname, attribute, value, op FROM radgroupreply WHERE groupname = 'p1' ORDER BY id",
  "SELECT count(*) FROM radius_profile_nas_refusals WHERE profile_id = 'p1' AND nasname = '10.0.0.1'",
  "SELECT secret FROM nas WHERE nasname = '10.0.0.1'",
  "SELECT COUNT(*) FROM radacct WHERE username = 'ada.obi' AND acctstoptime IS NULL",
];

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
    for (const query of PER_REQUEST) {
      const text = await plan(t, query);
      const scans =
        t.dialect === 'sqlite'
          ? text.split('\n').filter((line) => TABLES.some((table) => new RegExp(`^SCAN ${table}\\b`).test(line)))
          : text.split('\n').filter((line) => line.includes('Seq Scan'));
      expect({ query, scans }).toEqual({ query, scans: [] });
    }
  });
});
