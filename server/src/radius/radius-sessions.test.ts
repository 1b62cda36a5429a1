import { sql } from 'kysely';
import { P, type Customer } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { makeProfile } from '../areas/internet/internet-fixtures';
import type { TestApp } from '../testing/test-app';
import { describeWithRadius, printVouchers, startFakeNas, type RadiusUnderTest } from './radius-test-kit';
import { applyProfileChanges } from './profile-changes';
import { profileOfClass } from './session-class';
import { closeSilentSessions, STALE_SESSION_CAUSE } from './stale-sessions';

const URL = '/services/internet';
const pap = (user: string, password: string) => ({ 'User-Name': user, 'User-Password': password });

async function updateCustomer(t: TestApp, customer: Customer, change: Record<string, unknown>) {
  const { location, ...fields } = customer as Customer & { location: { id: string } };
  return t.call(`${URL}/customer/update`, { ...fields, locationId: location.id, password: '', ...change }, await t.adminToken());
}

/** What a NAS sends when a user comes online: Access-Request, then Accounting-Start echoing the answer's Class. */
async function login(radius: RadiusUnderTest, user: string, password: string, sessionId: string, extra: Record<string, string | number> = {}) {
  const answer = await radius.auth(pap(user, password));
  if (answer.code === 'Access-Accept') {
    await radius.acct({
      'User-Name': user,
      'Acct-Status-Type': 'Start',
      'Acct-Session-Id': sessionId,
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
      Class: answer.attributes.Class,
      ...extra,
    });
  }
  return answer.code;
}

async function online(t: TestApp, criteria: Record<string, string> = {}) {
  const result = await t.call(`${URL}/sessions/online`, { criteria }, await t.adminToken());
  expect(result.status).toBe(200);
  return result.body.data;
}

describeWithRadius('radius: sessions, usage, login attempts, Disconnect from the console', (get, radius) => {
  let fake: Awaited<ReturnType<typeof startFakeNas>>;
  beforeAll(async () => {
    fake = await startFakeNas();
    // The NAS's CoA port is set through the console's own NAS call, as an operator would.
    const t = get();
    const token = await t.adminToken();
    const listed = await t.call(`${URL}/naslist`, { criteria: { nasname: '127.0.0.1' } }, token);
    const nas = (await t.call(`${URL}/nas`, { id: listed.body.data.nasList[0].id }, token)).body.data.nas;
    expect(nas.coaPort).toBe(3799);
    const updated = await t.call(`${URL}/nas/update`, { ...nas, coaPort: fake.port }, token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.nas.coaPort).toBe(fake.port);
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it("shows a session online with its NAS, address, bytes and profile, then closed on the subscriber's Sessions tab", async () => {
    const t = get();
    const profile = await makeProfile(t, { name: 'Home 2M', rateLimit: '2M/2M' });
    const customer = await makeCustomer(t, { username: 'Online.Ada', password: 'net-pass-1' });
    const plan = await planAt(t, customer, { profileId: profile.id });
    await sell(t, customer, plan);
    const before = nowSeconds();
    expect(
      await login(radius(), 'online.ada', 'net-pass-1', 'ada-1', { 'Framed-IP-Address': '10.1.0.5', 'Calling-Station-Id': 'AA:BB:CC:DD:EE:05' }),
    ).toBe('Access-Accept');
    await radius().acct({
      'User-Name': 'online.ada',
      'Acct-Status-Type': 'Interim-Update',
      'Acct-Session-Id': 'ada-1',
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
      'Framed-IP-Address': '10.1.0.5',
      'Acct-Session-Time': 120,
      'Acct-Input-Octets': 1500,
      'Acct-Output-Octets': 64000,
    });

    const { sessions, size } = await online(t, { username: 'ONLINE' });
    expect(size).toBe(1);
    expect(sessions[0]).toMatchObject({
      sessionId: 'ada-1',
      username: 'online.ada',
      nas: '127.0.0.1',
      nasName: 'loopback',
      address: '10.1.0.5',
      mac: 'AA:BB:CC:DD:EE:05',
      seconds: 120,
      bytesIn: 1500,
      bytesOut: 64000,
      profile: 'Home 2M',
      stoppedAt: null,
    });
    expect(sessions[0].since).toBeGreaterThanOrEqual(before - 1);
    expect((await online(t, { nas: '10.9.9.9', username: 'online.ada' })).size).toBe(0);
    expect((await online(t, { nas: '127.0.0.1', username: 'online.ada' })).size).toBe(1);
    expect((await t.call(`${URL}/sessions/online`, { criteria: { plan: 'x' } }, await t.adminToken())).status).toBe(400);

    await radius().acct({
      'User-Name': 'online.ada',
      'Acct-Status-Type': 'Stop',
      'Acct-Session-Id': 'ada-1',
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
      'Acct-Session-Time': 180,
      'Acct-Input-Octets': 2000,
      'Acct-Output-Octets': 90000,
      'Acct-Terminate-Cause': 'User-Request',
    });
    expect((await online(t, { username: 'online.ada' })).size).toBe(0);
    const tab = await t.call(`${URL}/customer/sessions`, { id: customer.id }, await t.adminToken());
    expect(tab.body.data.size).toBe(1);
    expect(tab.body.data.sessions[0]).toMatchObject({ sessionId: 'ada-1', seconds: 180, bytesOut: 90000, terminateCause: 'User-Request' });
    expect(tab.body.data.sessions[0].stoppedAt).toBeGreaterThanOrEqual(before - 1);

    // Usage over the period, per subscriber and per plan, and as a CSV through a signed link.
    const period = { from: before - 3600, to: nowSeconds() + 3600 };
    const token = await t.adminToken();
    const bySubscriber = await t.call(`${URL}/usage`, { by: 'subscriber', ...period }, token);
    expect(bySubscriber.body.data.lines).toContainEqual({
      key: 'Online.Ada',
      name: customer.name,
      sessions: 1,
      seconds: 180,
      bytesIn: 2000,
      bytesOut: 90000,
    });
    const byPlan = await t.call(`${URL}/usage`, { by: 'plan', ...period }, token);
    expect(byPlan.body.data.lines).toContainEqual({ key: plan.id, name: plan.name, sessions: 1, seconds: 180, bytesIn: 2000, bytesOut: 90000 });
    expect((await t.call(`${URL}/usage`, { by: 'plan', from: period.to, to: period.from }, token)).body.data.errors).toEqual({ to: 'Invalid' });
    const link = await t.call(`${URL}/usage/export/link`, { by: 'subscriber', ...period }, token);
    const csv = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Subscriber,From,To,Sessions,Seconds,Bytes in,Bytes out');
    expect(csv.body).toContain(`${customer.name} (Online.Ada)`);
    expect((await t.app.inject({ method: 'GET', url: link.body.data.url.replace('group=subscriber', 'group=plan') })).statusCode).toBe(403);
  });

  it('closes a session its NAS has gone silent on, by its last update and not its start', async () => {
    const t = get();
    const customer = await makeCustomer(t, { username: 'silent.one', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer, { simultaneousUse: 2 }));
    await login(radius(), 'silent.one', 'net-pass-1', 'silent-1', { 'NAS-Port': 1 });
    await login(radius(), 'silent.one', 'net-pass-1', 'talking-1', { 'NAS-Port': 2 });
    // Both started an hour ago (FreeRADIUS stamps the time it heard the NAS: the rows are moved back).
    const hourBack = (column: string) => sql.raw(t.dialect === 'postgres' ? `${column} - interval '1 hour'` : `${column} - 3600`);
    await sql`update radacct set acctstarttime = ${hourBack('acctstarttime')}, acctupdatetime = ${hourBack('acctupdatetime')}
      where username = 'silent.one'`.execute(t.db);
    // Only the second has had an interim update since.
    await radius().acct({
      'User-Name': 'silent.one',
      'Acct-Status-Type': 'Interim-Update',
      'Acct-Session-Id': 'talking-1',
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 2,
      'Acct-Session-Time': 3500,
    });
    const now = nowSeconds();
    expect(await closeSilentSessions(t.db, t.dialect, 900, now)).toBe(1);
    expect(await closeSilentSessions(t.db, t.dialect, 900, now)).toBe(0);
    const { sessions } = (await t.call(`${URL}/customer/sessions`, { id: customer.id }, await t.adminToken())).body.data;
    const silent = sessions.find((s: { sessionId: string }) => s.sessionId === 'silent-1');
    const talking = sessions.find((s: { sessionId: string }) => s.sessionId === 'talking-1');
    expect(silent).toMatchObject({ terminateCause: STALE_SESSION_CAUSE, stoppedAt: silent?.since });
    expect(silent?.since).toBeLessThanOrEqual(now - 3600);
    expect(talking).toMatchObject({ terminateCause: '', stoppedAt: null });
  });

  it('lets a login online as often as its plan allows (Simultaneous-Use), and says why each reject happened', async () => {
    const t = get();
    const two = await makeCustomer(t, { username: 'two.at.once', password: 'net-pass-1' });
    await sell(t, two, await planAt(t, two, { simultaneousUse: 2 }));
    expect(await login(radius(), 'two.at.once', 'net-pass-1', 'two-1', { 'NAS-Port': 1 })).toBe('Access-Accept');
    expect(await login(radius(), 'two.at.once', 'net-pass-1', 'two-2', { 'NAS-Port': 2 })).toBe('Access-Accept');
    expect(await login(radius(), 'two.at.once', 'net-pass-1', 'two-3', { 'NAS-Port': 3 })).toBe('Access-Reject');

    const one = await makeCustomer(t, { username: 'one.only', password: 'net-pass-1' });
    await sell(t, one, await planAt(t, one));
    expect(await login(radius(), 'one.only', 'net-pass-1', 'one-1')).toBe('Access-Accept');
    expect(await login(radius(), 'one.only', 'net-pass-1', 'one-2', { 'NAS-Port': 2 })).toBe('Access-Reject');
    expect((await radius().auth(pap('one.only', 'wrong-pass'))).code).toBe('Access-Reject');
    expect((await radius().auth(pap('no.such.login', 'net-pass-1'))).code).toBe('Access-Reject');
    const unsold = await makeCustomer(t, { username: 'not.sold', password: 'net-pass-1' });
    expect((await radius().auth(pap('not.sold', 'net-pass-1'))).code).toBe('Access-Reject');
    await updateCustomer(t, unsold, { status: 2 });
    expect((await radius().auth(pap('not.sold', 'net-pass-1'))).code).toBe('Access-Reject');

    const token = await t.adminToken();
    const reasons = async (username: string) =>
      (await t.call(`${URL}/auth-attempts`, { criteria: { username } }, token)).body.data.attempts.map((a: { reply: string; reason: string }) => [
        a.reply,
        a.reason,
      ]);
    expect(await reasons('two.at.once')).toEqual([
      ['Access-Reject', 'already online: as many sessions as the plan allows'],
      ['Access-Accept', ''],
      ['Access-Accept', ''],
    ]);
    expect(await reasons('ONE.only')).toEqual([
      ['Access-Reject', 'wrong password'],
      ['Access-Reject', 'already online: as many sessions as the plan allows'],
      ['Access-Accept', ''],
    ]);
    expect(await reasons('no.such.login')).toEqual([['Access-Reject', 'unknown login']]);
    expect(await reasons('not.sold')).toEqual([
      ['Access-Reject', 'suspended'],
      ['Access-Reject', 'no current plan'],
    ]);
    const rejects = await t.call(`${URL}/auth-attempts`, { criteria: { reply: 'Access-Reject' }, limit: 2 }, token);
    expect(rejects.body.data.attempts).toHaveLength(2);
    expect(rejects.body.data.size).toBeGreaterThanOrEqual(6);
    expect(rejects.body.data.attempts[0].at).toBeGreaterThanOrEqual(nowSeconds() - 60);
  });

  it('sends Disconnect-Request when a subscriber is suspended or a voucher revoked, and when an operator asks', async () => {
    const t = get();
    const token = await t.adminToken();
    const customer = await makeCustomer(t, { username: 'to.cut', password: 'net-pass-1' });
    await sell(t, customer, await planAt(t, customer));
    await login(radius(), 'to.cut', 'net-pass-1', 'cut-1');
    const suspended = await updateCustomer(t, customer, { status: 2 });
    expect(suspended.status).toBe(200);
    expect(suspended.body.data.disconnects).toEqual([{ nas: '127.0.0.1', sessionId: 'cut-1', outcome: 'acknowledged' }]);
    expect(fake.nas.output()).toMatch(/Disconnect-Request[\s\S]*User-Name = "to.cut"[\s\S]*Acct-Session-Id = "cut-1"/);
    // Editing something else sends nothing.
    const renamed = await updateCustomer(t, { ...customer, status: 2 } as Customer, {
      firstName: 'Renamed',
      updated: suspended.body.data.customer.updated,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.disconnects).toBeUndefined();

    const [voucher] = await printVouchers(t, {}, 1);
    await login(radius(), voucher.pin, voucher.pin, 'voucher-1');
    const revoked = await t.call(`${URL}/voucher/revoke`, { id: voucher.id, reason: 'Stolen sheet' }, token);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.disconnects).toEqual([{ nas: '127.0.0.1', sessionId: 'voucher-1', outcome: 'acknowledged' }]);

    // The operator's Disconnect on one session: the fake NAS refuses refuse.me (Disconnect-NAK).
    const refusing = await makeCustomer(t, { username: 'refuse.me', password: 'net-pass-1' });
    await sell(t, refusing, await planAt(t, refusing));
    await login(radius(), 'refuse.me', 'net-pass-1', 'refused-1');
    const [session] = (await online(t, { username: 'refuse.me' })).sessions;
    const viewer = await t.userWith([P.VIEW_SESSIONS]);
    expect((await t.call(`${URL}/session/disconnect`, { id: session.id }, viewer.token)).status).toBe(403);
    const operator = await t.userWith([P.DISCONNECT_SESSIONS]);
    const refused = await t.call(`${URL}/session/disconnect`, { id: session.id }, operator.token);
    expect(refused.status).toBe(200);
    expect(refused.body.data.disconnects).toEqual([{ nas: '127.0.0.1', sessionId: 'refused-1', outcome: 'refused' }]);
    expect((await t.call(`${URL}/session/disconnect`, { id: 987654321 }, operator.token)).status).toBe(404);
    expect((await t.call(`${URL}/session/disconnect`, { id: 'abc' }, operator.token)).body.data.errors).toEqual({ id: 'Invalid' });
    await radius().acct({
      'User-Name': 'refuse.me',
      'Acct-Status-Type': 'Stop',
      'Acct-Session-Id': 'refused-1',
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
    });
    expect((await t.call(`${URL}/session/disconnect`, { id: session.id }, operator.token)).status).toBe(409);
  });

  it('sends CoA with the new rate limit when the profile that applies changes, Disconnect when its pool differs or the login is refused now', async () => {
    const t = get();
    const day = await makeProfile(t, { name: 'Day 4M', rateLimit: '4M/4M' });
    const night = await makeProfile(t, { name: 'Night 8M', rateLimit: '8M/8M' });
    const customer = await makeCustomer(t, { username: 'coa.ada', password: 'net-pass-1' });
    const plan = await planAt(t, customer, { profileId: day.id });
    await sell(t, customer, plan);
    expect(await login(radius(), 'coa.ada', 'net-pass-1', 'coa-1')).toBe('Access-Accept');
    const [row] = await t.db.selectFrom('radacct').select('class').where('acctsessionid', '=', 'coa-1').execute();
    expect(profileOfClass(row.class)).toBe(day.id);
    // Nothing changed: nothing is sent.
    expect((await applyProfileChanges(t.db)).filter((c) => c.username === 'coa.ada')).toEqual([]);

    // The profile that applies changes (as when a window begins): CoA with the new rate limit, once.
    await t.db.updateTable('plans').set({ profileId: night.id }).where('id', '=', plan.id).execute();
    expect((await applyProfileChanges(t.db)).filter((c) => c.username === 'coa.ada')).toEqual([
      { sessionId: 'coa-1', username: 'coa.ada', action: 'coa', outcome: 'acknowledged' },
    ]);
    expect(fake.nas.output()).toMatch(/Received CoA-Request[\s\S]*Acct-Session-Id = "coa-1"[\s\S]*Mikrotik-Rate-Limit = "8M\/8M"/);
    expect((await applyProfileChanges(t.db)).filter((c) => c.username === 'coa.ada')).toEqual([]);

    // A profile with another address pool: a live session cannot change pools, so it is cut to reconnect.
    const pooled = await makeProfile(t, { name: 'Business 16M', rateLimit: '16M/16M', ipPool: 'business-pool' });
    await t.db.updateTable('plans').set({ profileId: pooled.id }).where('id', '=', plan.id).execute();
    const before = fake.nas.output().length;
    expect((await applyProfileChanges(t.db)).filter((c) => c.username === 'coa.ada')).toEqual([
      { sessionId: 'coa-1', username: 'coa.ada', action: 'disconnect', outcome: 'acknowledged' },
    ]);
    const sent = fake.nas.output().slice(before);
    expect(sent).toMatch(/Received Disconnect-Request[\s\S]*Acct-Session-Id = "coa-1"/);
    expect(sent).not.toContain('CoA-Request');
    await t.db.updateTable('plans').set({ profileId: night.id }).where('id', '=', plan.id).execute();

    // The subscription ends without an expired profile: the login is refused now, the session is cut.
    await t.db
      .updateTable('subscriptions')
      .set({ endAt: nowSeconds() - 1 })
      .where('customerId', '=', customer.id)
      .execute();
    expect((await applyProfileChanges(t.db)).filter((c) => c.username === 'coa.ada')).toEqual([
      { sessionId: 'coa-1', username: 'coa.ada', action: 'disconnect', outcome: 'acknowledged' },
    ]);
  });
});
