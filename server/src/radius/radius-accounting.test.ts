import pg from 'pg';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeProfile } from '../areas/internet/internet-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { describeWithRadius, printVouchers, radiusInstalled, startTestRadius, type RadiusUnderTest } from './radius-test-kit';

const pap = (pin: string) => ({ 'User-Name': pin, 'User-Password': pin });

describeWithRadius('radius: accounting and uptime', (get, radius) => {
  it("records Start, Interim-Update and Stop in radacct and cuts a voucher's session at the uptime it has left", async () => {
    const t = get();
    const r = radius();
    const [{ pin }] = await printVouchers(t, { profileId: (await makeProfile(t)).id, validity: 3, uptime: 90 }, 1);
    expect((await r.auth(pap(pin))).attributes['Session-Timeout']).toBe('5400');

    const session = { 'User-Name': pin, 'Acct-Session-Id': 'sess-1', 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 7, 'Framed-IP-Address': '10.5.0.9' };
    expect((await r.acct({ ...session, 'Acct-Status-Type': 'Start' })).code).toBe('Accounting-Response');
    const open = await t.db.selectFrom('radacct').selectAll().where('username', '=', pin).execute();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ acctsessionid: 'sess-1', acctstoptime: null });

    await r.acct({
      ...session,
      'Acct-Status-Type': 'Interim-Update',
      'Acct-Session-Time': 1200,
      'Acct-Input-Octets': 5000,
      'Acct-Output-Octets': 70000,
    });
    await r.acct({
      ...session,
      'Acct-Status-Type': 'Stop',
      'Acct-Session-Time': 3000,
      'Acct-Input-Octets': 9000,
      'Acct-Output-Octets': 150000,
      'Acct-Terminate-Cause': 'User-Request',
    });
    const [closed] = await t.db.selectFrom('radacct').selectAll().where('username', '=', pin).execute();
    expect(closed).toMatchObject({ acctsessiontime: 3000, acctterminatecause: 'User-Request' });
    expect(Number(closed.acctinputoctets)).toBe(9000);
    expect(Number(closed.acctoutputoctets)).toBe(150000);
    expect(closed.acctstoptime).not.toBeNull();

    // 90 minutes less the 50 used.
    expect((await r.auth(pap(pin))).attributes['Session-Timeout']).toBe('2400');
    const second = { ...session, 'Acct-Session-Id': 'sess-2' };
    await r.acct({ ...second, 'Acct-Status-Type': 'Start' });
    await r.acct({ ...second, 'Acct-Status-Type': 'Stop', 'Acct-Session-Time': 2400 });
    expect((await r.auth(pap(pin))).code).toBe('Access-Reject');
    // Used up by the sum of its sessions: the accounting history is all still there.
    expect(await t.db.selectFrom('radacct').select('radacctid').where('username', '=', pin).execute()).toHaveLength(2);
  });

  it('allows one session at a time per account, not counting a session its NAS stopped reporting', async () => {
    const t = get();
    const r = radius();
    const customer = await makeCustomer(t, { username: 'one.at.a.time', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    const login = { 'User-Name': 'one.at.a.time', 'User-Password': 'net-pass-1' };
    const session = { 'User-Name': 'one.at.a.time', 'Acct-Session-Id': 'sim-1', 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 3 };

    expect((await r.auth(login)).code).toBe('Access-Accept');
    await r.acct({ ...session, 'Acct-Status-Type': 'Start' });
    expect((await r.auth(login)).code).toBe('Access-Reject');
    await r.acct({ ...session, 'Acct-Status-Type': 'Stop', 'Acct-Session-Time': 60 });
    expect((await r.auth(login)).code).toBe('Access-Accept');

    // Open, but its last update is older than the silence (three interim intervals, 900 s): the NAS lost it.
    await r.acct({ ...session, 'Acct-Session-Id': 'sim-2', 'Acct-Status-Type': 'Start' });
    const silentSince = t.dialect === 'sqlite' ? Math.floor(Date.now() / 1000) - 1000 : new Date(Date.now() - 1000_000);
    await t.db.updateTable('radacct').set({ acctupdatetime: silentSince }).where('acctsessionid', '=', 'sim-2').execute();
    expect((await r.auth(login)).code).toBe('Access-Accept');
  });
});

// FreeRADIUS's own role exists on PostgreSQL only: SQLite has no users.
(process.env.TEST_PG_URL && radiusInstalled ? describe : describe.skip)("radius: FreeRADIUS's PostgreSQL role", () => {
  let pgApp: TestApp;
  let r: RadiusUnderTest;
  beforeAll(async () => {
    pgApp = await createTestApp('postgres');
    r = await startTestRadius(pgApp);
  });
  afterAll(async () => {
    await r?.stop();
    await pgApp?.close();
  });

  it('connects FreeRADIUS to PostgreSQL as a role that reads the RADIUS views and writes only accounting and post-auth', async () => {
    const t = pgApp;
    const customer = await makeCustomer(t, { username: 'role.check', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    if (r.database.dialect !== 'postgresql') throw new Error('expected PostgreSQL');
    const { host, port, database, user, password } = r.database;
    const client = new pg.Client({ host, port, database, user, password });
    await client.connect();
    try {
      expect((await client.query(`select attribute from radcheck where username = 'role.check'`)).rows).toEqual([
        { attribute: 'Cleartext-Password' },
      ]);
      await expect(client.query('select * from customers')).rejects.toThrow(/permission denied/);
      await expect(client.query(`update vouchers set revoked_at = null`)).rejects.toThrow(/permission denied/);
      await expect(client.query('delete from radacct')).rejects.toThrow(/permission denied/);
      await expect(client.query(`update nas set secret = 'x'`)).rejects.toThrow(/permission denied/);
    } finally {
      await client.end();
    }
  });
});
