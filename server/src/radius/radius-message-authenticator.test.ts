import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeNas, makeProfile } from '../areas/internet/internet-fixtures';
import type { TestApp } from '../testing/test-app';
import { describeWithRadius, printVouchers } from './radius-test-kit';

const URL = '/services/internet';
// radclient turns a clear-text CHAP-Password into the CHAP challenge and response.
const chap = (user: string, password: string) => ({ 'User-Name': user, 'CHAP-Password': password });
const NO_MESSAGE_AUTHENTICATOR = { 'Message-Authenticator': undefined };
/** Seconds to wait where FreeRADIUS is expected to drop the request. */
const DROPPED = 0.5;

async function lastReason(t: TestApp, login: string) {
  const [attempt] = await t.db.selectFrom('radpostauth').select('class').where('username', '=', login).orderBy('id', 'desc').limit(1).execute();
  return attempt?.class;
}

describeWithRadius('radius: Blast-RADIUS (Message-Authenticator), bare rejects, no PIN in the log', (get, radius) => {
  it('drops, from a NAS that must send Message-Authenticator (the default), requests without it or with a wrong secret', async () => {
    const t = get();
    const [voucher] = await printVouchers(t, {}, 1);
    // CHAP does not involve the secret: only Message-Authenticator shows it is wrong. Nothing is answered.
    expect((await radius().auth(chap(voucher.pin, voucher.pin), 'wrong-secret', DROPPED)).code).toBeNull();
    expect((await radius().auth({ ...chap(voucher.pin, voucher.pin), ...NO_MESSAGE_AUTHENTICATOR }, undefined, DROPPED)).code).toBeNull();
    expect(
      (await radius().auth({ 'User-Name': voucher.pin, 'User-Password': voucher.pin, ...NO_MESSAGE_AUTHENTICATOR }, undefined, DROPPED)).code,
    ).toBeNull();
    const unused = await t.db.selectFrom('vouchers').select('activatedAt').where('id', '=', voucher.id).executeTakeFirstOrThrow();
    expect(unused.activatedAt).toBeNull();
    // With it, signed with the right secret, the voucher gets in.
    expect((await radius().auth(chap(voucher.pin, voucher.pin))).code).toBe('Access-Accept');
  });

  it('signs every answer with Message-Authenticator; an Access-Reject carries nothing of the plan', async () => {
    const t = get();
    const profile = await makeProfile(t, { rateLimit: '4M/8M', ipPool: 'secret-pool' });
    const customer = await makeCustomer(t, { username: 'bare.reject', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer, { profileId: profile.id }));
    const accepted = await radius().auth({ 'User-Name': 'bare.reject', 'User-Password': 'net-pass-1' });
    expect(accepted.code).toBe('Access-Accept');
    expect(accepted.attributes).toMatchObject({ 'Mikrotik-Rate-Limit': '4M/8M', 'Framed-Pool': 'secret-pool' });
    expect(accepted.attributes['Message-Authenticator']).toMatch(/^0x[0-9a-f]{32}$/);
    await radius().acct({ 'User-Name': 'bare.reject', 'Acct-Status-Type': 'Start', 'Acct-Session-Id': 'bare-1', 'NAS-IP-Address': '127.0.0.1' });

    // Online already (one session at a time) and a wrong password: rejected after the plan's attributes were read.
    const online = await radius().auth({ 'User-Name': 'bare.reject', 'User-Password': 'net-pass-1' });
    const wrong = await radius().auth({ 'User-Name': 'bare.reject', 'User-Password': 'wrong-pass' });
    for (const reject of [online, wrong]) {
      expect(reject.code).toBe('Access-Reject');
      expect(Object.keys(reject.attributes).filter((name) => name !== 'Reply-Message')).toEqual(['Message-Authenticator']);
    }
    expect(online.attributes['Reply-Message']).toBe('You are already logged in - access denied');
    // The secret was proven by Message-Authenticator: the password is what was wrong.
    expect(await lastReason(t, 'bare.reject')).toBe('wrong password');
  });

  it("answers a NAS switched off for old equipment without Message-Authenticator; a PAP with a wrong secret reads 'wrong shared secret or password'", async () => {
    const t = get();
    const token = await t.adminToken();
    const old = await makeNas(t, {
      nasname: '127.0.0.2',
      shortname: 'old-hotspot',
      secret: 'old-hotspot-secret',
      requireMessageAuthenticator: false,
    });
    expect((await t.call(`${URL}/nas`, { id: old.id }, token)).body.data.nas.requireMessageAuthenticator).toBe(false);
    expect((await t.call(`${URL}/nas`, { id: (await makeNas(t)).id }, token)).body.data.nas.requireMessageAuthenticator).toBe(true);
    const customer = await makeCustomer(t, { username: 'old.nas.user', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    const fromOld = { 'Packet-Src-IP-Address': '127.0.0.2', ...NO_MESSAGE_AUTHENTICATOR };
    expect((await radius().auth({ 'User-Name': 'old.nas.user', 'User-Password': 'net-pass-1', ...fromOld }, 'old-hotspot-secret')).code).toBe(
      'Access-Accept',
    );
    // Rejected (radclient, with its own wrong secret, cannot verify the answer and reports none).
    await radius().auth({ 'User-Name': 'old.nas.user', 'User-Password': 'net-pass-1', ...fromOld }, 'not-the-secret');
    expect(await lastReason(t, 'old.nas.user')).toBe('wrong shared secret or password');
  });

  it("never writes a voucher's PIN into FreeRADIUS's log; a subscriber's login is there", async () => {
    const t = get();
    const [used, revoked] = await printVouchers(t, {}, 2);
    await t.call(`${URL}/voucher/revoke`, { id: revoked.id, reason: 'Lost sheet' }, await t.adminToken());
    const customer = await makeCustomer(t, { username: 'logged.name', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    const before = radius().radius.output().length;
    expect((await radius().auth({ 'User-Name': used.pin, 'User-Password': used.pin })).code).toBe('Access-Accept');
    expect((await radius().auth({ 'User-Name': used.pin, 'User-Password': 'wrong' })).code).toBe('Access-Reject');
    expect((await radius().auth({ 'User-Name': revoked.pin, 'User-Password': revoked.pin })).code).toBe('Access-Reject');
    // A PIN mistyped is an unknown login: not written either.
    const mistyped = `${used.pin.slice(0, -1)}${(Number(used.pin.slice(-1)) + 1) % 10}`;
    expect((await radius().auth({ 'User-Name': mistyped, 'User-Password': mistyped })).code).toBe('Access-Reject');
    expect((await radius().auth({ 'User-Name': 'logged.name', 'User-Password': 'net-pass-1' })).code).toBe('Access-Accept');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = radius().radius.output().slice(before);
    for (const pin of [used.pin, revoked.pin, mistyped]) expect(log).not.toContain(pin.slice(2));
    expect(log).toContain('Login OK: [voucher PIN]');
    expect(log).toContain('[unknown login]');
    expect(log).toContain('Login OK: [logged.name]');
  });
});
