// The host's zone is neither UTC nor RADIUS_TIME_ZONE's (Asia/Kathmandu below): a day cut on the
// process's clock, or on UTC's, would fall elsewhere. Set before anything reads the clock.
process.env.TZ = 'America/Caracas';

import type { CustomerUsage, PortalHome } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import { makeCustomer } from '../areas/internet/customers-fixtures';
import { API } from '../areas/internet/internet-fixtures';
import { dayStart, dayText, localDay, readClock } from '../money/revenue-days';
import { writeRadiusClock } from '../radius/radius-clock';
import { describeAsAdmin } from '../testing/test-app';
import { USAGE_DAYS } from './portal-home';

describeAsAdmin("portal (issue 30): the usage chart's days are RADIUS_TIME_ZONE's, as the staff's usage", (s) => {
  // Kathmandu is UTC+05:45: its midnight is 18:15 UTC the day before, never a UTC or Caracas midnight.
  beforeAll(() => writeRadiusClock(s.t.db, 'Asia/Kathmandu'));

  /** A stopped session of `login` from `start`, as FreeRADIUS writes it (times as each dialect keeps them). */
  async function account(id: string, login: string, start: number, bytesIn: number, bytesOut: number) {
    const time = (seconds: number) => (s.t.dialect === 'postgres' ? new Date(seconds * 1000) : seconds);
    await s.t.db
      .insertInto('radacct')
      .values({
        acctsessionid: id,
        acctuniqueid: id,
        username: login,
        nasipaddress: '10.20.0.1',
        acctstarttime: time(start),
        acctupdatetime: time(start + 600),
        acctstoptime: time(start + 600),
        acctsessiontime: 600,
        acctinputoctets: bytesIn,
        acctoutputoctets: bytesOut,
        acctterminatecause: 'User-Request',
      } as never)
      .execute();
  }

  it("puts a session's bytes on its local day, the same bytes the staff's usage shows for that day", async () => {
    const clock = await readClock(s.t.db);
    const today = localDay(clock, nowSeconds());
    const customer = await makeCustomer(s.t, { username: 'Portal.Usage' });
    const login = customer.username.toLowerCase();
    // Ten minutes after yesterday's local midnight: the day before yesterday in UTC (and in Caracas).
    // radius_usage counts a packet on the local day it arrives (0024's trigger): RADIUS_TIME_ZONE's
    // clock is set so that now reads as then while the Stop is written, then put back.
    const start = dayStart(clock, today - 1) + 600;
    await s.t.db.deleteFrom('radiusClock').execute();
    await s.t.db
      .insertInto('radiusClock')
      .values({ since: 0, utcOffset: (today - 1) * 86_400 + 1200 - nowSeconds() })
      .execute();
    await account('portal-usage-1', login, start, 1000, 2000);
    await writeRadiusClock(s.t.db, 'Asia/Kathmandu');
    // Written now: today's bytes.
    await account('portal-usage-2', login, nowSeconds() - 900, 40, 60);

    const signIn = await s.t.call('/portal/sign-in', { username: customer.username, password: 'net-password-1' }, null);
    const home: PortalHome = (await s.t.call('/portal/home', undefined, `Bearer ${signIn.body.data.token}`, 'GET')).body.data;
    expect(home.usage.map((d) => d.day)).toEqual(Array.from({ length: USAGE_DAYS }, (_, i) => dayText(today - USAGE_DAYS + 1 + i)));
    expect(home.usage.filter((d) => d.bytes > 0)).toEqual([
      { day: dayText(today - 1), bytes: 3000 },
      { day: dayText(today), bytes: 100 },
    ]);

    const staff: CustomerUsage = await s.ok(`${API}/customer/usage`, { id: customer.id });
    const staffBytes = new Map(staff.days.map((d) => [d.day, d.bytesIn + d.bytesOut]));
    expect(home.usage.map((d) => [d.day, staffBytes.get(d.day)])).toEqual(home.usage.map((d) => [d.day, d.bytes]));
  });
});
