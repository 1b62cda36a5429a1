import type { Customer } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeNas, makeProfile } from '../areas/internet/internet-fixtures';
import { ssha512 } from '../areas/internet/network-password';
import type { TestApp } from '../testing/test-app';
import { describeWithRadius, lastReason, NAS_SECRET, printVouchers } from './radius-test-kit';

const URL = '/services/internet';

async function suspend(t: TestApp, customer: Customer) {
  const { location, ...fields } = customer as Customer & { location: { id: string } };
  const body = { ...fields, locationId: location.id, status: 2, password: '' };
  const result = await t.call(`${URL}/customer/update`, body, await t.adminToken());
  expect(result.status).toBe(200);
}

const pap = (user: string, password: string) => ({ 'User-Name': user, 'User-Password': password });
// radclient turns a clear-text CHAP-Password into the CHAP challenge and response.
const chap = (user: string, password: string) => ({ 'User-Name': user, 'CHAP-Password': password });
// And a clear-text MS-CHAP-Password into an MS-CHAP challenge and response (what radtest -t mschap sends).
const mschap = (user: string, password: string) => ({ 'User-Name': user, 'MS-CHAP-Password': password });

describeWithRadius(
  'radius: FreeRADIUS enforces the console',
  (get, radius) => {
    it('answers only a NAS in the console, and one created while it runs without a restart', async () => {
      const t = get();
      const customer = await makeCustomer(t, { username: 'first.login', password: 'net-pass-1' });
      await sell(t, customer, await planAt(t, customer));

      expect((await radius().auth(pap('first.login', 'net-pass-1'))).code).toBeNull();
      await makeNas(t, { nasname: '127.0.0.1', shortname: 'loopback', secret: NAS_SECRET });
      expect((await radius().auth(pap('first.login', 'net-pass-1'))).code).toBe('Access-Accept');
      // The right NAS with the wrong secret: FreeRADIUS drops what it cannot authenticate.
      expect((await radius().auth(pap('first.login', 'net-pass-1'), 'not-the-secret')).code).toBeNull();
    });

    it('accepts a subscriber with an active plan, with its profile, and rejects wrong or unknown logins', async () => {
      const t = get();
      const customer = await makeCustomer(t, { username: 'Ada.Obi', password: 'net-pass-1' });
      const profile = await makeProfile(t, { rateLimit: '2M/4M', ipPool: 'home-pool' });
      await sell(t, customer, await planAt(t, customer, { profileId: profile.id, validity: 30 }));

      const accepted = await radius().auth(pap('ADA.obi', 'net-pass-1'));
      expect(accepted.code).toBe('Access-Accept');
      expect(accepted.attributes).toMatchObject({ 'Mikrotik-Rate-Limit': '2M/4M', 'Framed-Pool': 'home-pool' });
      const timeout = Number(accepted.attributes['Session-Timeout']);
      expect(timeout).toBeGreaterThan(30 * 86400 - 300);
      expect(timeout).toBeLessThanOrEqual(30 * 86400);

      expect((await radius().auth(pap('ada.obi', 'net-pass-2'))).code).toBe('Access-Reject');
      expect((await radius().auth(pap('nobody.here', 'net-pass-1'))).code).toBe('Access-Reject');
      const byChap = await radius().auth(chap('ada.obi', 'net-pass-1'));
      expect(byChap.code).toBe('Access-Accept');
      expect(byChap.attributes).toMatchObject({ 'Mikrotik-Rate-Limit': '2M/4M', 'Framed-Pool': 'home-pool' });
      expect((await radius().auth(chap('ada.obi', 'net-pass-2'))).code).toBe('Access-Reject');
      const byMschap = await radius().auth(mschap('ada.obi', 'net-pass-1'));
      expect(byMschap.code).toBe('Access-Accept');
      // The NAS encrypts the link with the MPPE keys MS-CHAP derives from the password.
      expect(byMschap.attributes).toMatchObject({ 'Mikrotik-Rate-Limit': '2M/4M', 'MS-MPPE-Encryption-Policy': expect.anything() });
      expect((await radius().auth(mschap('ada.obi', 'net-pass-2'))).code).toBe('Access-Reject');

      const attempts = await t.db
        .selectFrom('radpostauth')
        .select(['username', 'reply', 'pass', 'class'])
        .where('username', '=', 'ada.obi')
        .orderBy('id')
        .execute();
      expect(attempts.map((a) => a.reply)).toEqual([
        'Access-Accept',
        'Access-Reject',
        'Access-Accept',
        'Access-Reject',
        'Access-Accept',
        'Access-Reject',
      ]);
      expect([attempts[3].class, attempts[5].class]).toEqual(['wrong password', 'wrong password']);
      expect(attempts.every((a) => a.pass === '')).toBe(true);
    });

    it('keeps a subscriber whose password was hashed before 0015 on PAP, and on CHAP and MS-CHAP once it is set again', async () => {
      const t = get();
      const customer = await makeCustomer(t, { username: 'hashed.before', password: 'net-pass-1' });
      await sell(t, customer, await planAt(t, customer));
      await t.db
        .updateTable('customers')
        .set({ networkPassword: null, passwordSsha512: ssha512('net-pass-1') })
        .where('id', '=', customer.id)
        .execute();

      expect((await radius().auth(pap('hashed.before', 'net-pass-1'))).code).toBe('Access-Accept');
      expect((await radius().auth(chap('hashed.before', 'net-pass-1'))).code).toBe('Access-Reject');
      expect(await lastReason(t, 'hashed.before')).toBe('CHAP needs the password set again: it is kept hashed');
      expect((await radius().auth(mschap('hashed.before', 'net-pass-1'))).code).toBe('Access-Reject');
      expect(await lastReason(t, 'hashed.before')).toBe('MS-CHAP needs the password set again: it is kept hashed');

      const { location, ...fields } = (await t.call(`${URL}/customer`, { id: customer.id }, await t.adminToken())).body.data.customer;
      const reset = await t.call(`${URL}/customer/update`, { ...fields, locationId: location.id, password: 'net-pass-2' }, await t.adminToken());
      expect(reset.status).toBe(200);
      expect((await radius().auth(chap('hashed.before', 'net-pass-2'))).code).toBe('Access-Accept');
      expect((await radius().auth(mschap('hashed.before', 'net-pass-2'))).code).toBe('Access-Accept');
    });

    it('rejects a subscriber as soon as the console suspends them, and one with no plan', async () => {
      const t = get();
      const customer = await makeCustomer(t, { username: 'to.suspend', password: 'net-pass-1' });
      await sell(t, customer, await planAt(t, customer));
      expect((await radius().auth(pap('to.suspend', 'net-pass-1'))).code).toBe('Access-Accept');
      await suspend(t, customer);
      expect((await radius().auth(pap('to.suspend', 'net-pass-1'))).code).toBe('Access-Reject');

      await makeCustomer(t, { username: 'never.sold', password: 'net-pass-1' });
      expect((await radius().auth(pap('never.sold', 'net-pass-1'))).code).toBe('Access-Reject');
    });

    it("falls to the plan's expired profile after the end, or rejects when the plan has none", async () => {
      const t = get();
      const slow = await makeProfile(t, { rateLimit: '64k/64k', ipPool: 'expired-pool' });
      const withExpired = await makeCustomer(t, { username: 'ended.soft', password: 'net-pass-1' });
      const ended = await sell(t, withExpired, await planAt(t, withExpired, { expiredProfileId: slow.id }));
      const without = await makeCustomer(t, { username: 'ended.hard', password: 'net-pass-1' });
      const endedHard = await sell(t, without, await planAt(t, without));
      // The periods ended an hour ago.
      const past = { startAt: nowSeconds() - 31 * 86400, endAt: nowSeconds() - 3600 };
      await t.db.updateTable('subscriptions').set(past).where('id', 'in', [ended.id, endedHard.id]).execute();

      const soft = await radius().auth(pap('ended.soft', 'net-pass-1'));
      expect(soft.code).toBe('Access-Accept');
      expect(soft.attributes).toMatchObject({ 'Mikrotik-Rate-Limit': '64k/64k', 'Framed-Pool': 'expired-pool' });
      expect(soft.attributes).not.toHaveProperty('Session-Timeout');
      expect((await radius().auth(pap('ended.hard', 'net-pass-1'))).code).toBe('Access-Reject');
    });

    it('serves a profile only on the NAS it lists', async () => {
      const t = get();
      const elsewhere = await makeNas(t, { nasname: '10.9.9.9', shortname: 'elsewhere', secret: 'other-shared-secret' });
      const customer = await makeCustomer(t, { username: 'other.nas', password: 'net-pass-1' });
      const profile = await makeProfile(t, { nasProfiles: [{ nas: { id: elsewhere.id } }] });
      await sell(t, customer, await planAt(t, customer, { profileId: profile.id }));
      expect((await radius().auth(pap('other.nas', 'net-pass-1'))).code).toBe('Access-Reject');
    });

    it('accepts a printed voucher by PAP and CHAP and starts its validity at the first login; rejects a revoked one', async () => {
      const t = get();
      const profile = await makeProfile(t, { rateLimit: '1M/1M', ipPool: 'voucher-pool' });
      const [voucher, revoked] = await printVouchers(t, { profileId: profile.id, validity: 2, uptime: 90 }, 2);
      expect((await t.call(`${URL}/voucher/revoke`, { id: revoked.id, reason: 'Lost by the shop' }, await t.adminToken())).status).toBe(200);

      const first = await radius().auth(pap(voucher.pin, voucher.pin));
      expect(first.code).toBe('Access-Accept');
      expect(first.attributes).toMatchObject({ 'Mikrotik-Rate-Limit': '1M/1M', 'Framed-Pool': 'voucher-pool', 'Session-Timeout': '5400' });
      const listed = await t.call(`${URL}/vouchers`, { criteria: { state: 'active' } }, await t.adminToken());
      const active = listed.body.data.vouchers.find((v: { id: string }) => v.id === voucher.id)!;
      expect(active.activatedAt).toBeGreaterThanOrEqual(nowSeconds() - 60);
      expect(active.expiresAt! - active.activatedAt!).toBe(2 * 86400);

      expect((await radius().auth(chap(voucher.pin, voucher.pin))).code).toBe('Access-Accept');
      expect((await radius().auth(pap(voucher.pin, `${voucher.pin}1`))).code).toBe('Access-Reject');
      expect((await radius().auth(pap(revoked.pin, revoked.pin))).code).toBe('Access-Reject');
    });

    it('keeps network logins working while the console server is stopped', async () => {
      const t = get();
      const customer = await makeCustomer(t, { username: 'while.down', password: 'net-pass-1' });
      await sell(t, customer, await planAt(t, customer));
      await t.app.close();
      expect((await radius().auth(pap('while.down', 'net-pass-1'))).code).toBe('Access-Accept');
    });
  },
  { withNas: false },
);
