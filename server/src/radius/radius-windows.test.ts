import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeNas, makeProfile } from '../areas/internet/internet-fixtures';
import type { TestApp } from '../testing/test-app';
import { writeRadiusClock } from './radius-clock';
import { describeWithRadius, printVouchers, startTestRadius, addWindow, wallClock, type RadiusUnderTest } from './radius-test-kit';

const DAY = 86400;

/** A subscriber with a 30-day plan (profile 10M/10M) and the given windows; returns FreeRADIUS's answer. */
async function loginWith(t: TestApp, r: RadiusUnderTest, name: string, windows: { days: number[]; start: number; end: number }[]) {
  const customer = await makeCustomer(t, { username: name, password: 'net-pass-1' });
  const plan = await planAt(t, customer, { profileId: (await makeProfile(t, { rateLimit: '10M/10M' })).id, validity: 30 });
  for (const [i, window] of windows.entries()) await addWindow(t, plan.id, window, `${i + 1}M/${i + 1}M`);
  await sell(t, customer, plan);
  return r.auth({ 'User-Name': name, 'User-Password': 'net-pass-1' });
}

const near = (value: string | undefined, expected: number) => {
  expect(Math.abs(Number(value) - expected)).toBeLessThanOrEqual(5);
};

describeWithRadius('radius: plan time windows in the configured time zone', (get, radius) => {
  it("applies the window's profile now, with Session-Timeout at the window's end", async () => {
    const { day, second } = wallClock('Africa/Lagos');
    const end = Math.min(DAY - 1, second + 600);
    const answer = await loginWith(get(), radius(), 'in.window', [{ days: [day], start: Math.max(0, second - 600), end }]);
    expect(answer.attributes['Mikrotik-Rate-Limit']).toBe('1M/1M');
    near(answer.attributes['Session-Timeout'], end - second);
  });

  it("applies the plan's own profile outside every window, until the end of validity", async () => {
    const { day } = wallClock('Africa/Lagos');
    const otherDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== day);
    const answer = await loginWith(get(), radius(), 'off.window', [{ days: otherDays, start: 0, end: DAY - 1 }]);
    expect(answer.attributes['Mikrotik-Rate-Limit']).toBe('10M/10M');
    near(answer.attributes['Session-Timeout'], 30 * DAY);
  });

  it('matches a window crossing midnight, from the day it started', async () => {
    const { day, second } = wallClock('Africa/Lagos');
    // Afternoon: a window from ten minutes ago to 01:00 tomorrow. Morning: from 23:00 yesterday to ten minutes from now.
    const window =
      second >= DAY / 2
        ? { days: [day], start: second - 600, end: 3600, left: DAY - second + 3600 }
        : { days: [(day + 6) % 7], start: 23 * 3600, end: second + 600, left: 600 };
    const answer = await loginWith(get(), radius(), 'over.midnight', [window]);
    expect(answer.attributes['Mikrotik-Rate-Limit']).toBe('1M/1M');
    near(answer.attributes['Session-Timeout'], window.left);
  });

  it("refuses a voucher outside its windows when the plan's own profile serves another NAS only", async () => {
    const t = get();
    const { day, second } = wallClock('Africa/Lagos');
    // How a plan is sold for its windows only: its own profile, which applies outside them, is not served on the hotspot.
    const backOffice = await makeNas(t, { nasname: '10.9.9.8', shortname: 'back-office', secret: 'other-shared-secret' });
    const plan = {
      validity: 1,
      uptime: 60,
      profileId: (await makeProfile(t, { rateLimit: '10M/10M', nasProfiles: [{ nas: { id: backOffice.id } }] })).id,
    };
    const [inside] = await printVouchers(t, plan, 1);
    const [outside] = await printVouchers(t, plan, 1);
    const planOf = async (voucherId: string) =>
      (
        await t.db
          .selectFrom('vouchers')
          .innerJoin('voucher_batches', 'voucher_batches.id', 'vouchers.batchId')
          .select('voucher_batches.planId')
          .where('vouchers.id', '=', voucherId)
          .executeTakeFirstOrThrow()
      ).planId;
    await addWindow(t, await planOf(inside.id), { days: [day], start: Math.max(0, second - 600), end: Math.min(DAY - 1, second + 600) }, '1M/1M');
    const otherDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== day);
    await addWindow(t, await planOf(outside.id), { days: otherDays, start: 0, end: DAY - 1 }, '1M/1M');

    const accepted = await radius().auth({ 'User-Name': inside.pin, 'User-Password': inside.pin });
    expect(accepted.code).toBe('Access-Accept');
    expect(accepted.attributes['Mikrotik-Rate-Limit']).toBe('1M/1M');
    expect((await radius().auth({ 'User-Name': outside.pin, 'User-Password': outside.pin })).code).toBe('Access-Reject');
    const [attempt] = await t.db.selectFrom('radpostauth').select(['reply', 'class']).where('username', '=', outside.pin.toLowerCase()).execute();
    expect(attempt).toEqual({ reply: 'Access-Reject', class: 'not served on this NAS by the profile' });
  });

  it('reads windows on the wall clock of RADIUS_TIME_ZONE', async () => {
    const t = get();
    const { day, second } = wallClock('Africa/Lagos');
    const window = { days: [day], start: Math.max(0, second - 600), end: Math.min(DAY - 1, second + 600) };
    expect((await loginWith(t, radius(), 'lagos.clock', [window])).attributes['Mikrotik-Rate-Limit']).toBe('1M/1M');
    // The database's clock set to Caracas, five hours behind Lagos all year: Lagos's window is not open there.
    const caracas = await startTestRadius(t, { timeZone: 'America/Caracas', dbUser: `tz_${Date.now()}` });
    try {
      const there = await caracas.auth({ 'User-Name': 'lagos.clock', 'User-Password': 'net-pass-1' });
      expect(there.attributes['Mikrotik-Rate-Limit']).toBe('10M/10M');
    } finally {
      await caracas.stop();
      // One clock per database: the suite's FreeRADIUS and the console read Lagos's again.
      await writeRadiusClock(t.db, radius().settings.timeZone);
    }
  });
});
