import type { Customer } from '@console/api/contract';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeProfile } from '../areas/internet/internet-fixtures';
import type { TestApp } from '../testing/test-app';
import { applyProfileChanges } from './profile-changes';
import { writeRadiusClock } from './radius-clock';
import { describeWithRadius, setVendor, suiteFakeNas, wallClock, type RadiusUnderTest } from './radius-test-kit';

const MB = 1048576;
const GIGAWORD = 4294967296;
const DAY = 86400;

/** Why the login's last attempt was refused, as the Login attempts screen shows it. */
async function lastReason(t: TestApp, username: string) {
  return (await t.db.selectFrom('radpostauth').select('class').where('username', '=', username).orderBy('id', 'desc').executeTakeFirstOrThrow())
    .class;
}

describeWithRadius('radius: data quotas and fair use', (get, radius) => {
  const fakeNas = suiteFakeNas(get);

  /** A subscriber with a current plan carrying `quota` (plan fields), on a 10M/10M profile. */
  async function subscriber(t: TestApp, login: string, quota: Record<string, unknown>): Promise<Customer> {
    const customer = await makeCustomer(t, { username: login, password: 'net-pass-1' });
    const profileId = (await makeProfile(t, { rateLimit: '10M/10M', ipPool: 'home' })).id;
    // Two sessions at a time: the tests log in again while the first session is open.
    await sell(t, customer, await planAt(t, customer, { profileId, simultaneousUse: 2, ...quota }));
    return customer;
  }

  const login = (r: RadiusUnderTest, user: string) => r.auth({ 'User-Name': user, 'User-Password': 'net-pass-1' });

  /** A session of `user` on the loopback NAS, with the Class of its Access-Accept echoed, and its interim updates. */
  async function online(user: string, sessionId: string) {
    const answer = await login(radius(), user);
    expect(answer.code).toBe('Access-Accept');
    const session = { 'User-Name': user, 'Acct-Session-Id': sessionId, 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 1, Class: answer.attributes.Class };
    await radius().acct({ ...session, 'Acct-Status-Type': 'Start' });
    return {
      answer,
      /** An Interim-Update with the session's running totals so far, in bytes. */
      update: (download: number, upload = 0) =>
        radius().acct({
          ...session,
          'Acct-Status-Type': 'Interim-Update',
          'Acct-Session-Time': 60,
          'Acct-Output-Octets': download % GIGAWORD,
          'Acct-Output-Gigawords': Math.floor(download / GIGAWORD),
          'Acct-Input-Octets': upload % GIGAWORD,
          'Acct-Input-Gigawords': Math.floor(upload / GIGAWORD),
        }),
      stop: () => radius().acct({ ...session, 'Acct-Status-Type': 'Stop' }),
    };
  }

  it('hands what is left to the Access-Accept with gigawords, and refuses the login at the quota with the reason', async () => {
    const t = get();
    await subscriber(t, 'quota.user', { quotaTotalMb: 5000 });
    const session = await online('quota.user', 'quota-1');
    // 5,000 MB is over 2^32 bytes: one gigaword and the rest.
    expect(session.answer.attributes).toMatchObject({
      'Mikrotik-Total-Limit-Gigawords': '1',
      'Mikrotik-Total-Limit': String(5000 * MB - GIGAWORD),
    });
    // Download and upload together, the open session counted at its last interim update.
    await session.update(4000 * MB, 500 * MB);
    const left = await login(radius(), 'quota.user');
    expect(left.code).toBe('Access-Accept');
    expect(left.attributes).toMatchObject({ 'Mikrotik-Total-Limit-Gigawords': '0', 'Mikrotik-Total-Limit': String(500 * MB) });
    await session.update(4200 * MB, 800 * MB);
    const refused = await login(radius(), 'quota.user');
    expect(refused.code).toBe('Access-Reject');
    expect(refused.attributes['Reply-Message']).toBe('Data quota used up until it resets');
    expect(await lastReason(t, 'quota.user')).toBe('data quota used up');
    await session.stop();
  });

  it('counts download and upload apart where the plan says so', async () => {
    const t = get();
    await subscriber(t, 'apart.user', { quotaDownloadMb: 100, quotaUploadMb: 10 });
    const session = await online('apart.user', 'apart-1');
    expect(session.answer.attributes['Mikrotik-Total-Limit']).toBe(String(10 * MB));
    await session.update(50 * MB, 10 * MB);
    expect((await login(radius(), 'apart.user')).code).toBe('Access-Reject');
    await session.stop();
  });

  it('cuts the open session at the next sweep when an interim update shows the quota reached', async () => {
    const t = get();
    await subscriber(t, 'cut.user', { quotaTotalMb: 100 });
    const session = await online('cut.user', 'cut-1');
    await session.update(60 * MB, 10 * MB);
    const sweep = async () => (await applyProfileChanges(t.db, { runner: t.app.deps.jobs })).filter((c) => c.username === 'cut.user');
    expect(await sweep()).toEqual([]);
    await session.update(90 * MB, 20 * MB);
    expect(await sweep()).toEqual([{ sessionId: 'cut-1', username: 'cut.user', action: 'disconnect', outcome: 'acknowledged' }]);
    expect(fakeNas().nas.output()).toMatch(/Received Disconnect-Request[\s\S]*User-Name = "cut.user"[\s\S]*Acct-Session-Id = "cut-1"/);
    await session.stop();
  });

  /**
   * A session of `user` through the loopback NAS whose plan drops to a 256k/512k fair-use profile at
   * 100 MB, taken past it: what the sweep did and what the NAS received meanwhile.
   */
  async function pastFairUse(t: TestApp, user: string, sessionId: string) {
    const fairUse = await makeProfile(t, { rateLimit: '256k/512k', ipPool: 'home' });
    await subscriber(t, user, { quotaTotalMb: 100, quotaAction: 'fair-use', fairUseProfileId: fairUse.id });
    const session = await online(user, sessionId);
    await session.update(101 * MB);
    const before = fakeNas().nas.output().length;
    const changes = (await applyProfileChanges(t.db, { runner: t.app.deps.jobs })).filter((c) => c.username === user);
    expect(changes).toEqual([{ sessionId, username: user, action: 'coa', outcome: 'acknowledged' }]);
    return { session, received: fakeNas().nas.output().slice(before) };
  }

  it("changes the open session to the fair-use profile's rate by CoA at the quota, and lets it log in on that profile", async () => {
    const t = get();
    const { session, received } = await pastFairUse(t, 'fair.user', 'fair-1');
    expect(received).toMatch(/Received CoA-Request[\s\S]*Acct-Session-Id = "fair-1"[\s\S]*Mikrotik-Rate-Limit = "256k\/512k"/);
    expect(received).not.toContain('Framed-Pool');
    const again = await login(radius(), 'fair.user');
    expect(again.code).toBe('Access-Accept');
    expect(again.attributes['Mikrotik-Rate-Limit']).toBe('256k/512k');
    // The fair-use profile has no limit until the reset.
    expect(again.attributes['Mikrotik-Total-Limit']).toBeUndefined();
    await session.stop();
  });

  it("writes the fair-use CoA's rate as the vendor of the session's NAS does, as the Access-Accept", async () => {
    const t = get();
    try {
      await setVendor(t, 'wispr');
      const wispr = await pastFairUse(t, 'fair.wispr', 'fair-wispr-1');
      expect(wispr.received).toMatch(
        /Received CoA-Request[\s\S]*Acct-Session-Id = "fair-wispr-1"[\s\S]*WISPr-Bandwidth-Max-Up = 256000\s[\s\S]*WISPr-Bandwidth-Max-Down = 512000\s/,
      );
      expect(wispr.received).not.toContain('Mikrotik-Rate-Limit');
      await wispr.session.stop();

      await setVendor(t, 'cisco');
      const cisco = await pastFairUse(t, 'fair.cisco', 'fair-cisco-1');
      expect(cisco.received).toContain('Acct-Session-Id = "fair-cisco-1"');
      expect(cisco.received).toContain(
        'Cisco-AVPair = "lcp:interface-config#1=rate-limit input 256000 48000 96000 conform-action transmit exceed-action drop"',
      );
      expect(cisco.received).toContain(
        'Cisco-AVPair = "lcp:interface-config#2=rate-limit output 512000 96000 192000 conform-action transmit exceed-action drop"',
      );
      // The pool is given at session start: a CoA carries the rate only.
      expect(cisco.received).not.toContain('ip:addr-pool');
      expect(cisco.received).not.toContain('Mikrotik-Rate-Limit');
      await cisco.session.stop();
    } finally {
      await setVendor(t, 'mikrotik');
    }
  });

  it('lets a daily quota in again at midnight in RADIUS_TIME_ZONE', async () => {
    const t = get();
    await subscriber(t, 'daily.user', { quotaTotalMb: 10, quotaReset: 'daily' });
    const session = await online('daily.user', 'daily-1');
    await session.update(11 * MB);
    await session.stop();
    expect((await login(radius(), 'daily.user')).code).toBe('Access-Reject');
    // The one clock moved on, as the views read it: five seconds before midnight, then five after.
    const { second } = wallClock(radius().settings.timeZone);
    const [{ utcOffset }] = await t.db.selectFrom('radiusClock').select('utcOffset').orderBy('since', 'desc').limit(1).execute();
    const at = (localSecond: number) =>
      t.db.transaction().execute(async (tx) => {
        await tx.deleteFrom('radiusClock').execute();
        await tx
          .insertInto('radiusClock')
          .values({ since: 0, utcOffset: Number(utcOffset) + localSecond - second })
          .execute();
      });
    try {
      await at(DAY - 5);
      expect((await login(radius(), 'daily.user')).code).toBe('Access-Reject');
      await at(DAY + 5);
      const next = await login(radius(), 'daily.user');
      expect(next.code).toBe('Access-Accept');
      expect(next.attributes['Mikrotik-Total-Limit']).toBe(String(10 * MB));
    } finally {
      await writeRadiusClock(t.db, radius().settings.timeZone);
    }
  });
});
