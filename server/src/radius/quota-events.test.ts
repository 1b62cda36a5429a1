import { nowSeconds } from '../core/clock';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { describeAsAdmin } from '../testing/test-app';
import { recordQuotaEvents } from './quota-events';

const MB = 1_048_576;

describeAsAdmin('radius: the 80 % and 100 % data quota notices', (s) => {
  it('records each once per subscriber and quota period, from the open session at its last interim update', async () => {
    const t = s.t;
    const customer = await makeCustomer(t, { username: 'notice.ada' });
    await sell(t, customer, await planAt(t, customer, { quotaTotalMb: 100, quotaReset: 'daily' }));
    const now = nowSeconds();
    // As FreeRADIUS writes a Start and its interim updates: the trigger counts each update's growth.
    await t.db
      .insertInto('radacct')
      .values({
        acctsessionid: 'notice-1',
        acctuniqueid: 'notice-1',
        username: 'notice.ada',
        nasipaddress: '10.20.0.1',
        acctstarttime: t.dialect === 'postgres' ? new Date(now * 1000) : now,
        acctinputoctets: 0,
        acctoutputoctets: 70 * MB,
      } as never)
      .execute();
    const update = (bytes: number) => t.db.updateTable('radacct').set({ acctoutputoctets: bytes }).where('acctuniqueid', '=', 'notice-1').execute();
    const events = () =>
      t.db
        .selectFrom('notice_events')
        .select(['kind', 'key', 'data'])
        .where('customerId', '=', customer.id)
        .where('kind', 'in', ['quota_80', 'quota_100'])
        .orderBy('kind', 'desc')
        .execute();

    expect(await recordQuotaEvents(t.db, t.dialect)).toBe(0);
    await update(85 * MB);
    expect(await recordQuotaEvents(t.db, t.dialect)).toBe(1);
    // Another sweep (or instance) sees the same: nothing more.
    expect(await recordQuotaEvents(t.db, t.dialect)).toBe(0);
    await update(100 * MB);
    expect(await recordQuotaEvents(t.db, t.dialect)).toBe(1);
    const recorded = await events();
    expect(recorded.map((e) => e.kind)).toEqual(['quota_80', 'quota_100']);
    expect(new Set(recorded.map((e) => e.key)).size).toBe(1);
    expect(JSON.parse(recorded[1].data)).toMatchObject({ usedBytes: 100 * MB, quotaBytes: 100 * MB });
  });
});
