import { P, type Customer } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import { describeAsAdmin, type TestApp } from '../../testing/test-app';
import { makeCustomer, planAt, sell } from './customers-fixtures';
import { API, UNKNOWN, makeNas } from './internet-fixtures';

const HOUR = 3600;
const DAY = 86_400;
// 5 GiB: past the 32 bits of Acct-Input-Octets, so FreeRADIUS's queries add Acct-Input-Gigawords << 32.
const FIVE_GIB = 5 * 2 ** 30;

interface Accounted {
  id: string;
  start: number;
  stop?: number;
  bytesIn: number;
  bytesOut: number;
  nas?: string;
  address?: string;
}

/** A radacct row as FreeRADIUS writes it for `customer`'s login (times as each dialect keeps them). */
async function account(t: TestApp, customer: Customer, session: Accounted) {
  const time = (seconds: number | undefined) => (seconds === undefined ? null : t.dialect === 'postgres' ? new Date(seconds * 1000) : seconds);
  await t.db
    .insertInto('radacct')
    .values({
      acctsessionid: session.id,
      acctuniqueid: session.id,
      username: customer.username.toLowerCase(),
      nasipaddress: session.nas ?? '10.20.0.1',
      // No address: the column's default ('' on SQLite; PostgreSQL's inet takes no '').
      ...(session.address ? { framedipaddress: session.address } : {}),
      acctstarttime: time(session.start),
      acctstoptime: time(session.stop),
      acctsessiontime: session.stop === undefined ? 0 : session.stop - session.start,
      acctinputoctets: session.bytesIn,
      acctoutputoctets: session.bytesOut,
      acctterminatecause: session.stop === undefined ? '' : 'User-Request',
    } as never)
    .execute();
}

describeAsAdmin('internet: a subscriber at a glance (overview)', (s) => {
  it('says so when a subscriber has no plan and has never been online', async () => {
    const customer = await makeCustomer(s.t);
    expect(await s.ok(`${API}/customer/overview`, { id: customer.id })).toEqual({
      subscription: null,
      network: { online: null, last: null, period: null, total: { bytesIn: 0, bytesOut: 0 }, quota: null },
    });
  });

  it("answers the plan's data quota: what this period counted, open sessions included, and what is left", async () => {
    const customer = await makeCustomer(s.t, { username: 'Quota.Ada' });
    const sold = await sell(s.t, customer, await planAt(s.t, customer, { quotaTotalMb: 100, quotaReset: 'monthly' }));
    const MB = 1_048_576;
    // Counted by radacct's trigger into the per-day counter, as FreeRADIUS's writes are.
    await account(s.t, customer, { id: 'quota-1', start: sold.start + 1, stop: sold.start + 60, bytesIn: 10 * MB, bytesOut: 30 * MB });
    await account(s.t, customer, { id: 'quota-2', start: sold.start + 120, bytesIn: 0, bytesOut: 20 * MB });
    expect((await s.ok(`${API}/customer/overview`, { id: customer.id })).network?.quota).toEqual({
      totalMb: 100,
      downloadMb: 0,
      uploadMb: 0,
      reset: 'monthly',
      action: 'refuse',
      downloadBytes: 50 * MB,
      uploadBytes: 10 * MB,
      leftBytes: 40 * MB,
      reached: false,
    });
    // An interim update's running total: only its growth is added.
    await s.t.db
      .updateTable('radacct')
      .set({ acctoutputoctets: 60 * MB })
      .where('acctuniqueid', '=', 'quota-2')
      .execute();
    expect((await s.ok(`${API}/customer/overview`, { id: customer.id })).network?.quota).toMatchObject({
      downloadBytes: 90 * MB,
      leftBytes: 0,
      reached: true,
    });
  });

  it('answers the plan in force and its end, the open session, the last one ended and the data used this period and in all', async () => {
    await makeNas(s.t, { nasname: '10.20.0.1', shortname: 'ikeja-core' });
    const customer = await makeCustomer(s.t, { username: 'Glance.Ada' });
    const plan = await planAt(s.t, customer, { name: 'Home 30' });
    const sold = await sell(s.t, customer, plan);
    const start = sold.start;
    // Before this plan (not counted in its period), during it (closed, then open now).
    await account(s.t, customer, { id: 'before-1', start: start - 3 * DAY, stop: start - 3 * DAY + HOUR, bytesIn: 1000, bytesOut: FIVE_GIB });
    await account(s.t, customer, { id: 'during-1', start: start + 1, stop: start + 1 + 2 * HOUR, bytesIn: 2000, bytesOut: 30_000 });
    await account(s.t, customer, { id: 'open-1', start: start + 3 * HOUR, bytesIn: 500, bytesOut: 7000, address: '10.1.0.5' });
    // Another login's session is not this subscriber's.
    const other = await makeCustomer(s.t, { locationId: customer.locationId });
    await account(s.t, other, { id: 'other-1', start: start + 1, stop: start + 60, bytesIn: 9, bytesOut: 9 });

    const overview = await s.ok(`${API}/customer/overview`, { id: customer.id });
    expect(overview.subscription).toMatchObject({ id: sold.id, plan: { name: 'Home 30' }, state: 'active', start, end: sold.end });
    expect(overview.network?.online).toMatchObject({
      sessionId: 'open-1',
      nas: '10.20.0.1',
      nasName: 'ikeja-core',
      address: '10.1.0.5',
      since: start + 3 * HOUR,
      stoppedAt: null,
    });
    expect(overview.network?.last).toMatchObject({ sessionId: 'during-1', since: start + 1, stoppedAt: start + 1 + 2 * HOUR, seconds: 2 * HOUR });
    expect(overview.network?.period).toEqual({ since: start, bytesIn: 2500, bytesOut: 37_000 });
    expect(overview.network?.total).toEqual({ bytesIn: 3500, bytesOut: FIVE_GIB + 37_000 });
  });

  it('names the next plan when none is in force, else the last one that ended', async () => {
    const customer = await makeCustomer(s.t);
    const plan = await planAt(s.t, customer);
    const later = nowSeconds() + 10 * DAY;
    const next = await sell(s.t, customer, plan, later);
    expect((await s.ok(`${API}/customer/overview`, { id: customer.id })).subscription).toMatchObject({ id: next.id, state: 'scheduled' });

    // The same plan as if it had run last month: ended.
    await s.t.db
      .updateTable('subscriptions')
      .set({ startAt: later - 60 * DAY, endAt: later - 30 * DAY })
      .where('id', '=', next.id)
      .execute();
    const ended = await s.ok(`${API}/customer/overview`, { id: customer.id });
    expect(ended.subscription).toMatchObject({ id: next.id, state: 'ended', end: later - 30 * DAY });
    // No plan in force: no period to count.
    expect(ended.network?.period).toBeNull();
  });

  it("shows each part only to whoever may read it on the subscriber's tabs, and 404 for an unknown subscriber", async () => {
    const customer = await makeCustomer(s.t);
    const url = `${API}/customer/overview`;
    const keysFor = async (permissions: number[]) => {
      const { token } = await s.t.userWith(permissions);
      const answer = await s.t.call(url, { id: customer.id }, token);
      expect(answer.status).toBe(200);
      return Object.keys(answer.body.data).sort();
    };
    expect(await keysFor([P.VIEW_CUSTOMERS])).toEqual([]);
    expect(await keysFor([P.VIEW_CUSTOMERS, P.VIEW_CUSTOMER_PLANS])).toEqual(['subscription']);
    expect(await keysFor([P.VIEW_CUSTOMERS, P.VIEW_SESSIONS])).toEqual(['network']);
    const stranger = await s.t.userWith([P.VIEW_SESSIONS]);
    expect((await s.t.call(url, { id: customer.id }, stranger.token)).status).toBe(403);
    expect((await s.t.call(url, { id: UNKNOWN }, s.admin)).body.message).toBe('Customer not found.');
  });
});
