import { P } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import { describeAsAdmin } from '../../testing/test-app';
import { makeCustomer } from './customers-fixtures';
import { fieldErrors, makeInstantPlan, makeSalePoint } from './internet-fixtures';

const URL = '/services/internet';

/**
 * Issue 24: a voucher's login is its PIN. Whole PINs reach only holders of 133 (print and export):
 * not through the voucher list's filter, not in Online now or Login attempts, not in the audit trail.
 */
describeAsAdmin('internet: voucher PINs stay with the print permission', (s) => {
  it('keeps whole PINs, and every digit of them, from a user who may only view vouchers', async () => {
    const shop = await makeSalePoint(s.t);
    const plan = await makeInstantPlan(s.t, { salePointPlans: [{ salePoint: { id: shop.id } }] });
    const made = await s.t.call(`${URL}/voucher/batch/create`, { planId: plan.id, salePointId: shop.id, count: 3, pinLength: 8 }, s.admin);
    const batch = made.body.data.batch;
    const pins = (await s.t.db.selectFrom('vouchers').select('pin').where('batchId', '=', batch.id).orderBy('serial').execute()).map((r) => r.pin);

    const viewer = await s.t.userWith([P.VIEW_VOUCHERS]);
    const listed = await s.t.call(`${URL}/vouchers`, { criteria: { batchId: batch.id } }, viewer.token);
    expect(listed.body.data.vouchers.map((v: { pin: string }) => v.pin)).toEqual(['••••••••', '••••••••', '••••••••']);
    // The filter is no oracle: a right PIN and a wrong one get the same refusal.
    for (const pin of [pins[0], '00000000']) {
      expect(fieldErrors(await s.t.call(`${URL}/vouchers`, { criteria: { pin } }, viewer.token))).toEqual({
        'criteria.pin': 'Searching by PIN needs the permission to print vouchers',
      });
    }

    const printer = await s.t.userWith([P.VIEW_VOUCHERS, P.PRINT_VOUCHERS]);
    const found = await s.t.call(`${URL}/vouchers`, { criteria: { pin: pins[1] } }, printer.token);
    expect(found.body.data.vouchers.map((v: { serial: number; pin: string }) => [v.serial, v.pin])).toEqual([[2, pins[1]]]);
  });

  it('masks voucher logins in Online now and Login attempts, and their filters confirm no PIN, without 133', async () => {
    const shop = await makeSalePoint(s.t);
    const plan = await makeInstantPlan(s.t, { salePointPlans: [{ salePoint: { id: shop.id } }] });
    const batch = (await s.t.call(`${URL}/voucher/batch/create`, { planId: plan.id, salePointId: shop.id, count: 1, pinLength: 8 }, s.admin)).body
      .data.batch;
    const [{ pin }] = await s.t.db.selectFrom('vouchers').select('pin').where('batchId', '=', batch.id).execute();
    const customer = await makeCustomer(s.t);
    const subscriber = customer.username.toLowerCase();
    const mistyped = `${pin.slice(0, -1)}${pin.endsWith('9') ? '8' : '9'}`;
    const now = nowSeconds();
    // radacct's and radpostauth's times: timestamptz on PostgreSQL, epoch seconds on SQLite.
    const at = (epoch: number) => (s.t.dialect === 'postgres' ? new Date(epoch * 1000) : epoch);
    await s.t.db
      .insertInto('radacct')
      .values(
        [pin, subscriber].map((username, i) => ({
          acctsessionid: `secrecy-${now}-${i}`,
          acctuniqueid: `secrecy-${now}-${i}`,
          username,
          nasipaddress: '127.0.0.1',
          acctstarttime: at(now - 60),
        })) as never,
      )
      .execute();
    await s.t.db
      .insertInto('radpostauth')
      .values(
        [
          [pin, 'Access-Accept'],
          [mistyped, 'Access-Reject'],
          [subscriber, 'Access-Reject'],
        ].map(([username, reply]) => ({ username, pass: '', reply, class: null, authdate: at(now) })) as never,
      )
      .execute();

    const online = (token: string, username: string) => s.t.call(`${URL}/sessions/online`, { criteria: { username }, limit: 100 }, token);
    const attempts = (token: string, username: string) => s.t.call(`${URL}/auth-attempts`, { criteria: { username }, limit: 100 }, token);
    const logins = (answer: { body: { data: Record<string, Array<{ username: string }>> } }, key: string) =>
      answer.body.data[key].map((row) => row.username);
    const ours = [pin, subscriber, mistyped];
    const shownOf = (all: string[]) => all.filter((login) => ours.includes(login) || /^•+$/.test(login));

    const clerk = await s.t.userWith([P.VIEW_SESSIONS]);
    expect(shownOf(logins(await online(clerk.token, ''), 'sessions'))).toEqual(expect.arrayContaining(['••••••••', subscriber]));
    expect(logins(await online(clerk.token, ''), 'sessions')).not.toContain(pin);
    expect(logins(await attempts(clerk.token, ''), 'attempts').slice(0, 3)).toEqual([subscriber, '••••••••', '••••••••']);
    // A guess typed into either filter finds nothing, right or wrong; a subscriber is still found.
    for (const guess of [pin, pin.slice(2), mistyped]) {
      expect((await online(clerk.token, guess)).body.data.size).toBe(0);
      expect((await attempts(clerk.token, guess)).body.data.size).toBe(0);
    }
    expect(logins(await online(clerk.token, subscriber), 'sessions')).toEqual([subscriber]);
    expect(logins(await attempts(clerk.token, subscriber), 'attempts')).toEqual([subscriber]);

    const printer = await s.t.userWith([P.VIEW_SESSIONS, P.PRINT_VOUCHERS]);
    expect(logins(await online(printer.token, pin), 'sessions')).toEqual([pin]);
    expect(logins(await attempts(printer.token, ''), 'attempts').slice(0, 3)).toEqual([subscriber, mistyped, pin]);
  });

  it('writes no PIN into the audit trail: made, revoked, printed and exported vouchers name batch and serial', async () => {
    const shop = await makeSalePoint(s.t);
    const plan = await makeInstantPlan(s.t, { salePointPlans: [{ salePoint: { id: shop.id } }] });
    const batch = (await s.t.call(`${URL}/voucher/batch/create`, { planId: plan.id, salePointId: shop.id, count: 2 }, s.admin)).body.data.batch;
    const [first] = (await s.t.call(`${URL}/vouchers`, { criteria: { batchId: batch.id } }, s.admin)).body.data.vouchers;
    await s.t.call(`${URL}/voucher/revoke`, { id: first.id, reason: 'Lost' }, s.admin);
    await s.t.call(`${URL}/voucher/batch/sheet`, { id: batch.id }, s.admin);
    await s.t.call(`${URL}/voucher/batch/export/link`, { id: batch.id }, s.admin);
    const pins = (await s.t.db.selectFrom('vouchers').select('pin').where('batchId', '=', batch.id).execute()).map((r) => r.pin);
    const trail = await s.t.call('/audit', { criteria: {}, limit: 100 }, s.admin);
    expect(trail.status).toBe(200);
    const text = JSON.stringify(trail.body.data);
    expect(text).toContain(`Revoked batch ${batch.number} serial 1: Lost`);
    for (const pin of pins) expect(text).not.toContain(pin);
  });
});
