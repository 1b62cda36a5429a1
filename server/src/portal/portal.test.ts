import { newId } from '../core/ids';
import { nowSeconds } from '../core/clock';
import type { Customer } from '@console/api/contract';
import { makeCustomer, makeVoucherBatch, planAt, voucherOf } from '../areas/internet/customers-fixtures';
import { makeNas } from '../areas/internet/internet-fixtures';
import { CUT_QUEUE } from '../radius/cut-jobs';
import { NAS_SECRET, startFakeNas } from '../radius/fake-nas/fake-nas';
import { describeEachDatabase, type TestApp } from '../testing/test-app';
import { PIN_REFUSED } from './portal-recharge';

const PASSWORD = 'net-password-1';
const portal = (t: TestApp, path: string, body: unknown, token: string | null, method: 'POST' | 'GET' = 'POST') =>
  t.call(`/portal/${path}`, body, token === null ? null : `Bearer ${token}`, method);

/** A subscriber, signed in to the portal: their record and portal token. */
async function signedIn(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ customer: Customer; token: string }> {
  const customer = await makeCustomer(t, overrides);
  const answer = await portal(t, 'sign-in', { username: customer.username, password: PASSWORD }, null);
  expect(answer.status).toBe(200);
  return { customer, token: answer.body.data.token };
}

/** An open radacct row of the subscriber's login on NAS 127.0.0.1 (times as each dialect keeps them). */
async function online(t: TestApp, login: string, id: string) {
  const start = nowSeconds() - 600;
  await t.db
    .insertInto('radacct')
    .values({
      acctsessionid: id,
      acctuniqueid: id,
      username: login.toLowerCase(),
      nasipaddress: '127.0.0.1',
      acctstarttime: t.dialect === 'postgres' ? new Date(start * 1000) : start,
      acctinputoctets: 1000,
      acctoutputoctets: 2000,
    } as never)
    .execute();
  const row = await t.db.selectFrom('radacct').select('radacctid').where('acctsessionid', '=', id).executeTakeFirstOrThrow();
  return Number(row.radacctid);
}

describeEachDatabase('portal (issue 30): the subscriber self-service realm', (get) => {
  let t: TestApp;
  beforeAll(() => {
    t = get();
  });

  it('signs a subscriber in with the network username and password, and shows their plan, balance and usage', async () => {
    const { customer, token } = await signedIn(t);
    const plan = await planAt(t, customer, { name: 'Home 10', amount: 5000, quotaTotalMb: 1 });
    await t.call(
      '/services/internet/customer/plan/create',
      { customerId: customer.id, planId: plan.id, method: 'cash', idempotencyKey: newId() },
      await t.adminToken(),
    );
    await online(t, customer.username, `home-${customer.id}`);
    const home = (await portal(t, 'home', undefined, token, 'GET')).body.data;
    expect(home).toMatchObject({
      username: customer.username,
      balance: 0,
      noticesOptedOut: false,
      plan: { name: 'Home 10', state: 'active' },
    });
    expect(home.secondsLeft).toBeGreaterThan(0);
    // The quota as FreeRADIUS counts it (radius/quota-usage.ts): at most the plan's 1 MB.
    expect(home.bytesLeft).toBeGreaterThan(0);
    expect(home.bytesLeft).toBeLessThanOrEqual(1_048_576);
    expect(home.usage).toHaveLength(14);
    expect(home.usage.at(-1)).toMatchObject({ bytes: 3000 });
    expect(home.sessions).toMatchObject([{ bytes: 3000 }]);
    expect((await portal(t, 'sign-in', { username: customer.username, password: 'wrong-one-1' }, null)).body).toMatchObject({
      status: 401,
      message: 'Wrong username or password.',
    });
  });

  it('keeps the realms apart: a staff token opens no portal call, a portal token no staff call', async () => {
    const { token } = await signedIn(t);
    const admin = await t.adminToken();
    const portalRoutes = t.app.deps.routes.entries.filter((r) => 'subscriber' in r.access);
    const staffRoutes = t.app.deps.routes.entries.filter((r) => 'anyOf' in r.access || 'signedIn' in r.access);
    expect(portalRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of portalRoutes) {
      const answer = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { authorization: `Bearer ${admin}` },
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect([route.url, answer.statusCode]).toEqual([route.url, 403]);
    }
    for (const route of staffRoutes) {
      const answer = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { authorization: `Bearer ${token}` },
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect([route.url, answer.statusCode]).toEqual([route.url, 403]);
    }
  });

  it('throttles guesses per address and account pair without locking the subscriber out from their own address', async () => {
    const customer = await makeCustomer(t);
    const guess = (address: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/portal/sign-in', remoteAddress: address, payload: { username: customer.username, password } });
    for (let i = 0; i < 5; i++) expect((await guess('198.51.100.7', `guess-${i}-pass`)).statusCode).toBe(401);
    // The guessing address is held back, even with the right password...
    expect((await guess('198.51.100.7', PASSWORD)).statusCode).toBe(429);
    // ...the owner, elsewhere, signs in.
    expect((await guess('203.0.113.9', PASSWORD)).statusCode).toBe(200);
    const failed = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('actor', '=', `subscriber ${customer.username}`)
      .where('action', '=', 'sign-in-failed')
      .execute();
    expect(failed.length).toBeGreaterThanOrEqual(5);
  });

  it("recharges with a voucher PIN once, even with two tries at once: the voucher's plan is added and the voucher used", async () => {
    const batch = await makeVoucherBatch(t, 2, 10, { name: `Voucher week ${newId().slice(-6)}`, validity: 7 });
    const { pin } = await voucherOf(t, batch, 1);
    const first = await signedIn(t);
    const second = await signedIn(t);
    const tries = await Promise.all([portal(t, 'recharge', { pin }, first.token), portal(t, 'recharge', { pin }, second.token)]);
    expect(tries.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = tries[0].status === 200 ? first : second;
    const subscriptions = await t.db
      .selectFrom('subscriptions')
      .select(['customerId', 'startAt', 'endAt'])
      .where('customerId', 'in', [first.customer.id, second.customer.id])
      .execute();
    expect(subscriptions.map((s) => s.customerId)).toEqual([winner.customer.id]);
    expect(Number(subscriptions[0].endAt) - Number(subscriptions[0].startAt)).toBe(7 * 86_400);
    const voucher = await t.db.selectFrom('vouchers').select(['activatedAt', 'usedUpAt']).where('pin', '=', pin).executeTakeFirstOrThrow();
    expect(voucher.usedUpAt).not.toBeNull();
    const home = (await portal(t, 'home', undefined, winner.token, 'GET')).body.data;
    expect(home.plan).toMatchObject({ name: batch.plan.name, state: 'active' });
    const lines = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('actor', '=', `subscriber ${winner.customer.username}`)
      .where('entity', '=', 'Customer plan')
      .execute();
    expect(lines.map((l) => l.detail)).toContainEqual(expect.stringMatching(/^Recharged with voucher .* in the portal/));
  });

  it('answers a used PIN as a wrong one, and caps tries per subscriber at 5 an hour', async () => {
    const batch = await makeVoucherBatch(t, 1, 10);
    const { pin } = await voucherOf(t, batch, 1);
    const { token } = await signedIn(t);
    const other = await signedIn(t);
    expect((await portal(t, 'recharge', { pin }, other.token)).status).toBe(200);
    const used = await portal(t, 'recharge', { pin }, token);
    const wrong = await portal(t, 'recharge', { pin: '0000000000' }, token);
    expect(used.body).toEqual(wrong.body);
    expect(used.body).toEqual({ status: 400, message: PIN_REFUSED, data: null });
    for (let i = 0; i < 3; i++) expect((await portal(t, 'recharge', { pin: `11111111${i}` }, token)).status).toBe(400);
    expect((await portal(t, 'recharge', { pin }, token)).status).toBe(429);
  });

  it('buys a plan from the balance once per key, refuses a short balance, and shows the receipt', async () => {
    const { customer, token } = await signedIn(t);
    const plan = await planAt(t, customer, { name: 'Month 3k', amount: 3000 });
    const short = await portal(t, 'buy', { planId: plan.id, idempotencyKey: newId() }, token);
    expect(short.status).toBe(409);
    const topUp = { customerId: customer.id, amount: '5000', method: 'cash', reference: '', idempotencyKey: newId() };
    expect((await t.call('/services/money/customer/top-up', topUp, await t.adminToken())).status).toBe(200);
    expect((await portal(t, 'plans', undefined, token, 'GET')).body.data.plans).toEqual([
      { id: plan.id, name: 'Month 3k', price: 3000, validity: plan.validity },
    ]);
    const body = { planId: plan.id, idempotencyKey: newId() };
    const [once, again] = [await portal(t, 'buy', body, token), await portal(t, 'buy', body, token)];
    expect(once.status).toBe(200);
    expect(again.body.data).toEqual(once.body.data);
    expect((await portal(t, 'home', undefined, token, 'GET')).body.data.balance).toBe(2000);
    const papers = (await portal(t, 'papers', undefined, token, 'GET')).body.data;
    expect(papers.receipts.map((r: { number: string }) => r.number)).toContain(once.body.data.receipt);
    const receipt = await portal(t, `receipt?number=${once.body.data.receipt}`, undefined, token, 'GET');
    expect(receipt.body.data).toMatchObject({ total: 3000, method: 'balance', customer: { id: customer.id } });
    const stranger = await signedIn(t);
    expect((await portal(t, `receipt?number=${once.body.data.receipt}`, undefined, stranger.token, 'GET')).status).toBe(404);
  });

  it('changes the network password: the current one proves it, the devices online are cut, other portal sessions end', async () => {
    const { customer, token } = await signedIn(t);
    const elsewhere = (await portal(t, 'sign-in', { username: customer.username, password: PASSWORD }, null)).body.data.token;
    await makeNas(t, { nasname: '127.0.0.1', shortname: `loop-${customer.id.slice(-6)}` }).catch(() => undefined);
    await online(t, customer.username, `pw-${customer.id}`);
    expect((await portal(t, 'password', { current: 'not-it-at-all', password: 'new-net-pass-2' }, token)).body.data.errors).toEqual({
      current: 'Not your current password',
    });
    expect((await portal(t, 'password', { current: PASSWORD, password: 'new-net-pass-2' }, token)).status).toBe(200);
    expect((await portal(t, 'home', undefined, token, 'GET')).status).toBe(200);
    expect((await portal(t, 'home', undefined, elsewhere, 'GET')).status).toBe(403);
    expect((await portal(t, 'sign-in', { username: customer.username, password: PASSWORD }, null)).status).toBe(401);
    expect((await portal(t, 'sign-in', { username: customer.username, password: 'new-net-pass-2' }, null)).status).toBe(200);
    const cuts = await t.db.selectFrom('jobs').select('data').where('queue', '=', CUT_QUEUE.name).execute();
    expect(cuts.map((c) => String(c.data))).toContainEqual(expect.stringContaining(`pw-${customer.id}`));
    const told = await t.db.selectFrom('notice_events').select('kind').where('customerId', '=', customer.id).execute();
    expect(told).toEqual([{ kind: 'network_password_changed' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'changes'])
      .where('entityId', '=', customer.id)
      .where('entity', '=', 'Customer')
      .execute();
    expect(audit.map((a) => a.actor)).toContain(`subscriber ${customer.username}`);
  });

  it('opts out of notices, and disconnects only its own devices', async () => {
    const { customer, token } = await signedIn(t);
    expect((await portal(t, 'notices', { optedOut: true }, token)).status).toBe(200);
    const row = await t.db.selectFrom('customers').select('noticesOptedOut').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row.noticesOptedOut).toBe(1);
    const other = await makeCustomer(t);
    const theirs = await online(t, other.username, `other-${other.id}`);
    expect((await portal(t, 'disconnect', { id: theirs }, token)).body).toMatchObject({ status: 409, message: 'That device is no longer online.' });
  });

  it("disconnects the subscriber's own device through a cut job, as the NAS acknowledges", async () => {
    const { customer, token } = await signedIn(t);
    const fake = await startFakeNas();
    try {
      await makeNas(t, { nasname: '127.0.0.1', shortname: `ack-${customer.id.slice(-6)}` }).catch(() => undefined);
      await t.db.updateTable('nas').set({ secret: NAS_SECRET, coaPort: fake.port }).where('nasname', '=', '127.0.0.1').execute();
      const mine = await online(t, customer.username, `mine-${customer.id}`);
      expect((await portal(t, 'disconnect', { id: mine }, token)).body.data).toEqual({ disconnected: true });
      const lines = await t.db.selectFrom('audit_log').select('detail').where('actor', '=', `subscriber ${customer.username}`).execute();
      expect(lines.map((l) => l.detail)).toContain(`Disconnected a device (session ${mine}) in the portal`);
    } finally {
      await fake.stop();
    }
  });
});
