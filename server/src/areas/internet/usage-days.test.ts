// The host's zone is neither UTC nor RADIUS_TIME_ZONE's (Asia/Kathmandu below): a day cut on the
// process's clock would fall elsewhere. Set before anything reads the clock.
process.env.TZ = 'America/Caracas';

import { P, type Customer, type CustomerUsage, type NasUsage, type UsageDay } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import { dayStart, dayText, localDay, readClock } from '../../money/revenue-days';
import { writeRadiusClock } from '../../radius/radius-clock';
import { describeAsAdmin, type TestApp } from '../../testing/test-app';
import { makeCustomer, planAt, sell } from './customers-fixtures';
import { API, UNKNOWN, makeNas } from './internet-fixtures';
import { countedPerDay } from './usage-quota';

const HOUR = 3600;
// Past the 32 bits of Acct-Output-Octets: FreeRADIUS's queries fold Acct-Output-Gigawords in (<< 32).
const GIB = 2 ** 30;

interface Accounted {
  id: string;
  login: string;
  start: number;
  stop?: number;
  update?: number;
  bytesIn: number;
  bytesOut: number;
  nasId?: string;
}

/** A radacct row as FreeRADIUS writes it (times as each dialect keeps them). */
async function account(t: TestApp, session: Accounted) {
  const time = (seconds: number | undefined) => (seconds === undefined ? null : t.dialect === 'postgres' ? new Date(seconds * 1000) : seconds);
  await t.db
    .insertInto('radacct')
    .values({
      acctsessionid: session.id,
      acctuniqueid: session.id,
      username: session.login,
      nasipaddress: '10.20.0.1',
      nasId: session.nasId ?? null,
      acctstarttime: time(session.start),
      acctupdatetime: time(session.update ?? session.stop ?? session.start),
      acctstoptime: time(session.stop),
      acctsessiontime: (session.stop ?? session.update ?? session.start) - session.start,
      acctinputoctets: session.bytesIn,
      acctoutputoctets: session.bytesOut,
      acctterminatecause: session.stop === undefined ? '' : 'User-Request',
    } as never)
    .execute();
}

const login = (customer: Customer) => customer.username.toLowerCase();
const figures = (d: UsageDay) => [d.day, d.sessions, d.users, d.bytesIn, d.bytesOut];

describeAsAdmin('internet: usage per day (issue 29)', (s) => {
  // Kathmandu is UTC+05:45: its midnight is 18:15 UTC the day before, never a UTC or Caracas midnight.
  // Each database of the suite is its own, so nothing is put back after.
  beforeAll(() => writeRadiusClock(s.t.db, 'Asia/Kathmandu'));

  /** Today on RADIUS_TIME_ZONE's calendar, and the midnight `days` before today's (local) starts at. */
  async function calendar() {
    const clock = await readClock(s.t.db);
    const today = localDay(clock, nowSeconds());
    return { today, midnight: (daysBack: number) => dayStart(clock, today - daysBack) };
  }

  /**
   * Runs `write` with RADIUS_TIME_ZONE's clock set so that now reads as `local` (epoch seconds on the
   * local calendar): the accounting trigger of 0024 counts what a packet adds on the local day it
   * arrives, so this is how a packet of another day is sent. The suite puts Kathmandu back after.
   */
  async function packetAt(local: number, write: () => Promise<unknown>) {
    await s.t.db.deleteFrom('radiusClock').execute();
    await s.t.db
      .insertInto('radiusClock')
      .values({ since: 0, utcOffset: local - nowSeconds() })
      .execute();
    await write();
  }
  const grow = (id: string, figures: { bytesIn: number; bytesOut: number; update: number; stop?: number }) => {
    const time = (seconds: number) => (s.t.dialect === 'postgres' ? new Date(seconds * 1000) : seconds);
    return s.t.db
      .updateTable('radacct')
      .set({
        acctinputoctets: figures.bytesIn,
        acctoutputoctets: figures.bytesOut,
        acctupdatetime: time(figures.update),
        ...(figures.stop === undefined ? {} : { acctstoptime: time(figures.stop) }),
      } as never)
      .where('acctuniqueid', '=', id)
      .execute();
  };

  it("cuts a subscriber's days at RADIUS_TIME_ZONE's midnight, counting each packet's bytes on the day it arrived", async () => {
    const { today, midnight } = await calendar();
    // Kathmandu's local epoch seconds: its days start at multiples of 86,400.
    const local = (day: number, seconds: number) => day * 86_400 + seconds;
    const customer = await makeCustomer(s.t, { username: 'Usage.Ada' });
    const ada = login(customer);
    // Across a midnight: started at 23:00, 1000 up and 2 GiB down by the update at 23:50, 4000 and
    // 8 GiB (past 32 bits) at the Stop at 03:00: 1000 and 2 GiB on the first day, the rest on the next.
    await packetAt(local(today - 3, 23 * HOUR), () => account(s.t, { id: 'across', login: ada, start: midnight(2) - HOUR, bytesIn: 0, bytesOut: 0 }));
    await packetAt(local(today - 3, 23 * HOUR + 50 * 60), () => grow('across', { bytesIn: 1000, bytesOut: 2 * GIB, update: midnight(2) - 600 }));
    await packetAt(local(today - 2, 3 * HOUR), () =>
      grow('across', { bytesIn: 4000, bytesOut: 8 * GIB, update: midnight(2) + 3 * HOUR, stop: midnight(2) + 3 * HOUR }),
    );
    // Ten minutes after that local midnight: still the day before in UTC (and in Caracas).
    await packetAt(local(today - 1, 600), () =>
      account(s.t, { id: 'after', login: ada, start: midnight(1) + 600, stop: midnight(1) + 600, bytesIn: 10, bytesOut: 20 }),
    );
    // Ended before the 30 days: not shown.
    await packetAt(local(today - 40, HOUR), () =>
      account(s.t, { id: 'old', login: ada, start: midnight(40), stop: midnight(40) + HOUR, bytesIn: 9, bytesOut: 9 }),
    );
    await writeRadiusClock(s.t.db, 'Asia/Kathmandu');
    // Open, last heard from an hour after it started: what it reported so far, today.
    await account(s.t, { id: 'open', login: ada, start: midnight(0) + 60, update: midnight(0) + 60 + HOUR, bytesIn: 500, bytesOut: 700 });
    // Another login's: not this subscriber's.
    const other = await makeCustomer(s.t, { locationId: customer.locationId });
    await account(s.t, { id: 'other', login: login(other), start: midnight(2), stop: midnight(2) + HOUR, bytesIn: 9, bytesOut: 9 });

    const usage: CustomerUsage = await s.ok(`${API}/customer/usage`, { id: customer.id });
    // Without a plan: the last 30 days.
    expect([usage.from, usage.to, usage.today, usage.days.length, usage.plan, usage.quota]).toEqual([
      dayText(today - 29),
      dayText(today),
      dayText(today),
      30,
      null,
      null,
    ]);
    const shown = usage.days.filter((d) => d.sessions + d.users > 0);
    // Sessions on the day they started; the subscriber online on each day a session ran.
    expect(shown.map(figures)).toEqual([
      [dayText(today - 3), 1, 1, 1000, 2 * GIB],
      [dayText(today - 2), 0, 1, 3000, 6 * GIB],
      [dayText(today - 1), 1, 1, 10, 20],
      [dayText(today), 1, 1, 500, 700],
    ]);
    expect(usage.days.every((d) => d.counted === null)).toBe(true);
    expect(usage.total).toEqual({ sessions: 3, users: 1, bytesIn: 4510, bytesOut: 8 * GIB + 720 });
  });

  it("shows the plan's period with its quota and what counted toward it, and its file as CSV and XLSX", async () => {
    const customer = await makeCustomer(s.t, { username: 'Usage.Bola' });
    const plan = await planAt(s.t, customer, { name: 'Home 30', validity: 30, quotaTotalMb: 100, quotaUploadMb: 10, quotaReset: 'weekly' });
    const sold = await sell(s.t, customer, plan);
    await account(s.t, { id: 'bola-1', login: login(customer), start: sold.start + 60, stop: sold.start + 120, bytesIn: 1234, bytesOut: 5678 });
    const clock = await readClock(s.t.db);
    const first = localDay(clock, sold.start);
    const last = localDay(clock, sold.end - 1);

    const usage: CustomerUsage = await s.ok(`${API}/customer/usage`, { id: customer.id });
    expect([usage.from, usage.to, usage.plan]).toEqual([
      dayText(first),
      dayText(last),
      { name: 'Home 30', start: dayText(first), end: dayText(last) },
    ]);
    expect(usage.days).toHaveLength(last - first + 1);
    expect(usage.quota).toEqual({
      limits: [
        { counts: 'total', bytes: 100 * 2 ** 20 },
        { counts: 'upload', bytes: 10 * 2 ** 20 },
      ],
      resets: 'weekly',
    });
    expect(usage.days[0]).toEqual({
      day: dayText(first),
      sessions: 1,
      users: 1,
      bytesIn: 1234,
      bytesOut: 5678,
      counted: { download: 5678, upload: 1234 },
    });

    const csv = await s.t.app.inject({ method: 'GET', url: (await s.ok(`${API}/customer/usage/export/link`, { id: customer.id })).url });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`usage-Usage.Bola-${dayText(first)}-to-${dayText(last)}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Day,Sessions started,Download (bytes),Upload (bytes),Download since reset (bytes),Upload since reset (bytes)',
      `${dayText(first)},1,5678,1234,5678,1234`,
    ]);
    expect(lines.at(-1)).toBe('Total,1,5678,1234,,');
    const xlsx = await s.t.app.inject({
      method: 'GET',
      url: (await s.ok(`${API}/customer/usage/export/link`, { id: customer.id, format: 'xlsx' })).url,
    });
    expect([xlsx.statusCode, xlsx.rawPayload.subarray(0, 2).toString()]).toEqual([200, 'PK']);
  });

  it("answers a NAS's sessions, logins and bytes per day over 30 days, and its file", async () => {
    const { today, midnight } = await calendar();
    const nas = await makeNas(s.t, { nasname: '10.30.0.1', shortname: 'lekki-edge' });
    const elsewhere = await makeNas(s.t, { nasname: '10.30.0.2', shortname: 'ajah-edge' });
    const at = (id: string, who: string, start: number, bytes: number, nasId = nas.id) =>
      account(s.t, { id, login: who, start, stop: start + HOUR, bytesIn: bytes, bytesOut: 2 * bytes, nasId });
    await at('n-1', 'ada', midnight(5) + HOUR, 100);
    await at('n-2', 'ada', midnight(5) + 3 * HOUR, 100);
    await at('n-3', 'bola', midnight(5) + 5 * HOUR, 300);
    await at('n-4', 'bola', midnight(1) + HOUR, 50);
    await at('n-5', 'chidi', midnight(1) + HOUR, 50, elsewhere.id);
    await at('n-6', 'ada', midnight(31) + HOUR, 50);
    // 23:00 to 03:00: a quarter of its bytes on the first day, three quarters on the next.
    await account(s.t, {
      id: 'n-7',
      login: 'dayo',
      start: midnight(3) - HOUR,
      stop: midnight(3) + 3 * HOUR,
      bytesIn: 400,
      bytesOut: 800,
      nasId: nas.id,
    });

    const usage: NasUsage = await s.ok(`${API}/nas/usage`, { id: nas.id });
    expect([usage.nas, usage.from, usage.to, usage.days.length]).toEqual([
      { id: nas.id, nasname: '10.30.0.1', shortname: 'lekki-edge' },
      dayText(today - 29),
      dayText(today),
      30,
    ]);
    expect(usage.days.filter((d) => d.users > 0).map(figures)).toEqual([
      [dayText(today - 5), 3, 2, 500, 1000],
      [dayText(today - 4), 1, 1, 100, 200],
      [dayText(today - 3), 0, 1, 300, 600],
      [dayText(today - 1), 1, 1, 50, 100],
    ]);
    expect(usage.total).toEqual({ sessions: 5, users: 3, bytesIn: 950, bytesOut: 1900 });

    const csv = await s.t.app.inject({ method: 'GET', url: (await s.ok(`${API}/nas/usage/export/link`, { id: nas.id, format: 'csv' })).url });
    expect(csv.headers['content-disposition']).toContain(`usage-nas-lekki-edge-${dayText(today - 29)}-to-${dayText(today)}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Day,Sessions started,Users online,Download (bytes),Upload (bytes)');
    expect(lines).toContain(`${dayText(today - 5)},3,2,1000,500`);
    expect(lines.at(-1)).toBe('Total,5,3,1900,950');
  });

  it('answers 404 for an unknown subscriber or NAS, and 403 without View sessions and usage', async () => {
    expect((await s.t.call(`${API}/customer/usage`, { id: UNKNOWN }, s.admin)).status).toBe(404);
    expect((await s.t.call(`${API}/nas/usage`, { id: UNKNOWN }, s.admin)).status).toBe(404);
    expect((await s.t.call(`${API}/nas/usage/export/link`, { id: UNKNOWN }, s.admin)).status).toBe(404);
    const nas = await makeNas(s.t, { nasname: '10.30.0.9' });
    const seller = await s.t.userWith([P.VIEW_NAS, P.VIEW_CUSTOMERS]);
    expect((await s.t.call(`${API}/nas/usage`, { id: nas.id }, seller.token)).status).toBe(403);
    const reader = await s.t.userWith([P.VIEW_SESSIONS]);
    expect((await s.t.call(`${API}/nas/usage`, { id: nas.id }, reader.token)).status).toBe(200);
  });
});

describe('usage: what counts toward a quota', () => {
  const day = (bytesIn: number, bytesOut: number): UsageDay => ({ day: '', sessions: 1, users: 1, bytesIn, bytesOut });
  // Local days 20421 to 20424: 2025-11-29 (a Saturday) to 2025-12-02.
  const first = 20_421;
  const days = [day(1, 10), day(2, 20), day(3, 30), day(4, 40)];
  const downloads = (resets: 'period' | 'daily' | 'weekly' | 'monthly', planFirst = first, before = new Map<number, [number, number]>()) =>
    countedPerDay(days, { limits: [{ counts: 'total', bytes: 100 }], resets }, { first, planFirst, before }).map((c) => c?.download);

  it('sums from the last reset: the period, each day, each Monday-first week, each calendar month', () => {
    expect(countedPerDay(days, null, { first, planFirst: first })).toEqual([null, null, null, null]);
    expect(downloads('period')).toEqual([10, 30, 60, 100]);
    expect(downloads('daily')).toEqual([10, 20, 30, 40]);
    // 2025-12-01 is a Monday.
    expect(downloads('weekly')).toEqual([10, 30, 30, 70]);
    expect(downloads('monthly')).toEqual([10, 30, 30, 70]);
  });

  it("carries what the count held before the chart's first day, never from before the plan", () => {
    const before = new Map<number, [number, number]>([
      [first - 3, [0, 1000]],
      [first - 1, [0, 5]],
    ]);
    expect(downloads('period', first - 2, before)).toEqual([15, 35, 65, 105]);
    // The week began on Monday 2025-11-24 (first - 5): both days before count.
    expect(downloads('weekly', first - 10, before)).toEqual([1015, 1035, 30, 70]);
  });
});
