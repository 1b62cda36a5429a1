import { nowSeconds } from '../core/clock';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeProfile } from '../areas/internet/internet-fixtures';
import { applyProfileChanges } from './profile-changes';
import { clockChanges, utcOffsetAt } from './radius-clock';
import { addWindow, describeWithRadius, suiteFakeNas, wallClock } from './radius-test-kit';

const DAY = 86400;

describe('radius_clock rows', () => {
  it('hold each change of a zone with daylight saving, to the second', () => {
    // London: UTC+1 from 01:00 UTC on 28 March 2027 to 01:00 UTC on 31 October 2027.
    const from = Date.UTC(2027, 0, 1) / 1000;
    const changes = clockChanges('Europe/London', from).slice(0, 3);
    expect(changes).toEqual([
      { since: 0, utcOffset: 0 },
      { since: Date.UTC(2027, 2, 28, 1) / 1000, utcOffset: 3600 },
      { since: Date.UTC(2027, 9, 31, 1) / 1000, utcOffset: 0 },
    ]);
  });

  it('hold one row for a zone without daylight saving', () => {
    expect(clockChanges('Africa/Lagos', nowSeconds())).toEqual([{ since: 0, utcOffset: 3600 }]);
  });
});

// FreeRADIUS on Kathmandu's clock (UTC+05:45): neither this process's zone nor any database server's.
const ZONE = 'Asia/Kathmandu';
const hostZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describeWithRadius(
  'radius: one clock for plan windows, whatever the reader’s time zone',
  (get, radius) => {
    const fake = suiteFakeNas(get);

    it('FreeRADIUS, the sweep and Online now agree on the window open on RADIUS_TIME_ZONE', async () => {
      const t = get();
      expect(utcOffsetAt(hostZone, nowSeconds())).not.toBe(utcOffsetAt(ZONE, nowSeconds()));
      const customer = await makeCustomer(t, { username: 'one.clock', password: 'net-pass-1' });
      const plan = await planAt(t, customer, { profileId: (await makeProfile(t, { rateLimit: '10M/20M' })).id, validity: 30 });
      const { day, second } = wallClock(ZONE);
      const window = await addWindow(t, plan.id, { days: [day], start: Math.max(0, second - 600), end: Math.min(DAY - 1, second + 600) }, '2M/4M');
      await sell(t, customer, plan);

      const answer = await radius().auth({ 'User-Name': 'one.clock', 'User-Password': 'net-pass-1' });
      expect(answer.attributes['Mikrotik-Rate-Limit']).toBe('2M/4M');
      await radius().acct({
        'User-Name': 'one.clock',
        'Acct-Status-Type': 'Start',
        'Acct-Session-Id': 'clock-1',
        'NAS-IP-Address': '127.0.0.1',
        Class: answer.attributes.Class,
      });
      // The console's sweep finds the session on the profile that applies: no CoA.
      expect((await applyProfileChanges(t.db, { timeout: 1 })).filter((change) => change.username === 'one.clock')).toEqual([]);
      expect(fake().nas.output()).not.toContain('clock-1');
      const online = await t.call('/services/internet/sessions/online', { criteria: { username: 'one.clock' } }, await t.adminToken());
      expect(online.body.data.sessions).toMatchObject([{ sessionId: 'clock-1', profile: window.name }]);
    });
  },
  { settings: { timeZone: ZONE } },
);
