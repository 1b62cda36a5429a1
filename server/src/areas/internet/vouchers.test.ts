import { sql } from 'kysely';
import { P } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import { type TestApp, describeAsAdmin } from '../../testing/test-app';
import { fieldErrors, makeInstantPlan, makePrepaidPlan, makeSalePoint } from './internet-fixtures';

const URL = '/services/internet/voucher';

async function batchOf(t: TestApp, count: number, extra: Record<string, unknown> = {}) {
  const shop = await makeSalePoint(t, { name: `Shop ${Math.random().toString(36).slice(2, 8)}` });
  const plan = await makeInstantPlan(t, { salePointPlans: [{ salePoint: { id: shop.id } }], amount: 200, contractValue: 150 });
  const result = await t.call(`${URL}/batch/create`, { planId: plan.id, salePointId: shop.id, count, ...extra }, await t.adminToken());
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return { shop, plan, batch: result.body.data.batch };
}

describeAsAdmin('internet: vouchers', (s) => {
  it("generates a batch of unique PINs of the asked length and prefix, at the plan's price of the day", async () => {
    const { batch, plan, shop } = await batchOf(s.t, 50, { pinLength: 10, prefix: '77' });
    expect(batch).toMatchObject({
      count: 50,
      pinLength: 10,
      prefix: '77',
      amount: 200,
      contractValue: 150,
      plan: { id: plan.id },
      salePoint: { id: shop.id },
      activated: 0,
      revoked: 0,
    });
    const rows = await s.t.db.selectFrom('vouchers').select(['pin', 'serial']).where('batchId', '=', batch.id).orderBy('serial').execute();
    expect(rows.map((r) => Number(r.serial))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(rows.every((r) => /^77\d{10}$/.test(r.pin))).toBe(true);
    expect(new Set(rows.map((r) => r.pin)).size).toBe(50);
    const second = await batchOf(s.t, 3);
    expect(second.batch.number).toBe(batch.number + 1);
    expect(second.batch.pinLength).toBe(16);
  });

  it('refuses bad batches and changes nothing', async () => {
    const shop = await makeSalePoint(s.t);
    const plan = await makeInstantPlan(s.t, { salePointPlans: [{ salePoint: { id: shop.id } }] });
    const url = `${URL}/batch/create`;
    const base = { planId: plan.id, salePointId: shop.id, count: 5 };
    expect(fieldErrors(await s.t.call(url, { ...base, count: 0 }, s.admin)).count).toBe('At least 1');
    for (const count of [10_001, 'x']) expect(fieldErrors(await s.t.call(url, { ...base, count }, s.admin)).count).toBe('Digits only, up to 10,000');
    for (const pinLength of [7, 17])
      expect(fieldErrors(await s.t.call(url, { ...base, pinLength }, s.admin)).pinLength).toBe('Digits only, from 8 to 16');
    expect(fieldErrors(await s.t.call(url, { ...base, prefix: 'AB' }, s.admin)).prefix).toBe('Digits only, at most 6');
    const elsewhere = await makeSalePoint(s.t, { name: 'Elsewhere' });
    expect(fieldErrors(await s.t.call(url, { ...base, salePointId: elsewhere.id }, s.admin)).salePointId).toBe(
      `Plan ${plan.name} is not sold at this sale point.`,
    );
    const prepaid = await makePrepaidPlan(s.t);
    expect(fieldErrors(await s.t.call(url, { ...base, planId: prepaid.id }, s.admin)).planId).toBe(
      'Vouchers are made for instant-access plans only.',
    );
    expect(await s.t.db.selectFrom('voucher_batches').select('id').where('planId', 'in', [plan.id, prepaid.id]).execute()).toEqual([]);
    expect(await s.t.db.selectFrom('vouchers').select('id').where('salePointId', 'in', [shop.id, elsewhere.id]).execute()).toEqual([]);
  });

  it('lists vouchers by batch and state, and revokes one or a whole batch', async () => {
    const { batch } = await batchOf(s.t, 5);
    const list = await s.t.call(`${URL}s`, { criteria: { batchId: batch.id } }, s.admin);
    expect(list.body.data.size).toBe(5);
    expect(list.body.data.vouchers.map((v: { serial: number }) => v.serial)).toEqual([1, 2, 3, 4, 5]);
    const [first, second] = list.body.data.vouchers;
    expect(first).toMatchObject({ state: 'unused', batchNumber: batch.number });
    expect(first.pin).toMatch(/^\d{16}$/);

    // First use and expiry are written by RADIUS (issue 15); here by hand.
    const now = nowSeconds();
    await s.t.db
      .updateTable('vouchers')
      .set({ activatedAt: now - 100, expiresAt: now + 86_400 })
      .where('id', '=', second.id)
      .execute();
    const active = await s.t.call(`${URL}s`, { criteria: { batchId: batch.id, state: 'active' } }, s.admin);
    expect(active.body.data.vouchers.map((v: { id: string }) => v.id)).toEqual([second.id]);
    expect(fieldErrors(await s.t.call(`${URL}s`, { criteria: { state: 'lost' } }, s.admin))['criteria.state']).toBe('Invalid');

    const revoked = await s.t.call(`${URL}/revoke`, { id: first.id, reason: 'Lost by the shop' }, s.admin);
    expect(revoked.body.data.voucher).toMatchObject({ state: 'revoked', revokedAt: expect.any(Number) });
    expect((await s.t.call(`${URL}/revoke`, { id: first.id, reason: 'Again' }, s.admin)).status).toBe(409);
    expect((await s.t.call(`${URL}s`, { criteria: { pin: first.pin } }, s.admin)).body.data.vouchers[0].state).toBe('revoked');

    const whole = await s.t.call(`${URL}/batch/revoke`, { id: batch.id, reason: 'Stolen box' }, s.admin);
    expect(whole.body.data.batch).toMatchObject({ revoked: 5, activated: 1 });
    expect((await s.t.call(`${URL}/batch/revoke`, { id: batch.id, reason: 'Again' }, s.admin)).status).toBe(409);
  });

  it('lists a voucher whose sessions since activation sum to its uptime as used up, as FreeRADIUS refuses it', async () => {
    const { batch } = await batchOf(s.t, 3);
    const [spent, left] = (await s.t.call(`${URL}s`, { criteria: { batchId: batch.id } }, s.admin)).body.data.vouchers;
    const now = nowSeconds();
    const activatedAt = now - 7200;
    await s.t.db
      .updateTable('vouchers')
      .set({ activatedAt, expiresAt: now + 86_400 })
      .where('id', 'in', [spent.id, left.id])
      .execute();
    const pins = await s.t.db.selectFrom('vouchers').select(['id', 'pin']).where('id', 'in', [spent.id, left.id]).execute();
    const pinOf = (id: string) => pins.find((p) => p.id === id)!.pin.toLowerCase();
    // radacct's times: timestamptz on PostgreSQL, epoch seconds on SQLite (radius-tables.ts).
    const at = (epoch: number) => (s.t.dialect === 'postgres' ? new Date(epoch * 1000) : epoch);
    let session = 0;
    const account = (id: string, start: number, seconds: number) => {
      session += 1;
      return {
        acctsessionid: `s${session}`,
        acctuniqueid: `u${session}`,
        username: pinOf(id),
        nasipaddress: '127.0.0.1',
        acctstarttime: at(start),
        acctsessiontime: seconds,
      };
    };
    // The batch's plan has 60 minutes: 2,400 s closed + 1,200 s still open use them up; a session before
    // the activation (another sale of a reused PIN) does not count, and 3,599 s leave one second.
    await s.t.db
      .insertInto('radacct')
      .values([
        account(spent.id, activatedAt - 600, 5000),
        account(spent.id, activatedAt + 60, 2400),
        account(spent.id, now - 1200, 1200),
        account(left.id, activatedAt + 60, 3599),
      ] as never)
      .execute();

    const states = (await s.t.call(`${URL}s`, { criteria: { batchId: batch.id } }, s.admin)).body.data.vouchers.map(
      (v: { state: string }) => v.state,
    );
    expect(states).toEqual(['used', 'active', 'unused']);
    const ids = async (state: string) =>
      (await s.t.call(`${URL}s`, { criteria: { batchId: batch.id, state } }, s.admin)).body.data.vouchers.map((v: { id: string }) => v.id);
    expect(await ids('used')).toEqual([spent.id]);
    expect(await ids('active')).toEqual([left.id]);
    expect(await ids('expired')).toEqual([]);
    // The same answer as the view FreeRADIUS reads.
    const { rows } = await sql<{ username: string; refusal: string }>`select username, refusal from radius_refusals
      where username in (${pinOf(spent.id)}, ${pinOf(left.id)})`.execute(s.t.db);
    expect(rows).toEqual([{ username: pinOf(spent.id), refusal: 'used up' }]);
  });

  it('shows whole PINs, the sheet and the CSV only with the print permission, and audits both', async () => {
    const { batch } = await batchOf(s.t, 3);
    const viewer = await s.t.userWith([P.VIEW_VOUCHERS]);
    const seen = await s.t.call(`${URL}s`, { criteria: { batchId: batch.id } }, viewer.token);
    expect(seen.body.data.vouchers[0].pin).toBe('•'.repeat(16));
    expect((await s.t.call(`${URL}/batch/sheet`, { id: batch.id }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${URL}/batch/export/link`, { id: batch.id }, viewer.token)).status).toBe(403);

    const printer = await s.t.userWith([P.PRINT_VOUCHERS]);
    const sheet = await s.t.call(`${URL}/batch/sheet`, { id: batch.id }, printer.token);
    expect(sheet.body.data.vouchers.map((v: { pin: string }) => v.pin)).toEqual(
      (await s.t.db.selectFrom('vouchers').select('pin').where('batchId', '=', batch.id).orderBy('serial').execute()).map((r) => r.pin),
    );
    const link = await s.t.call(`${URL}/batch/export/link`, { id: batch.id }, printer.token);
    const csv = await s.t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Batch,Serial,PIN,Plan,Price (NGN),Validity (days),Uptime (minutes),Sale point,State');
    expect(lines[1]).toBe(`${batch.number},1,${sheet.body.data.vouchers[0].pin},${batch.plan.name},200.00,1,60,${batch.salePoint.name},unused`);
    expect(lines).toHaveLength(4);
    // Another batch's id in the signed link (its last character changed: 1 in 16 ids end in 0).
    const otherId = `${batch.id.slice(0, -1)}${batch.id.endsWith('0') ? '1' : '0'}`;
    const tampered = await s.t.app.inject({ method: 'GET', url: link.body.data.url.replace(batch.id, otherId) });
    expect(tampered.statusCode).toBe(403);

    const audit = await s.t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('entityId', '=', batch.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action)).toEqual(['create', 'print', 'export']);
  });

  it('enforces the voucher permissions (130 view, 131 generate, 132 revoke)', async () => {
    const { batch, plan, shop } = await batchOf(s.t, 2);
    const viewer = await s.t.userWith([P.VIEW_VOUCHERS]);
    expect((await s.t.call(`${URL}/batches`, {}, viewer.token)).status).toBe(200);
    expect((await s.t.call(`${URL}/batch/create`, { planId: plan.id, salePointId: shop.id, count: 1 }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${URL}/batch/revoke`, { id: batch.id, reason: 'No' }, viewer.token)).status).toBe(403);
    const stranger = await s.t.userWith([P.VIEW_PLANS]);
    expect((await s.t.call(`${URL}s`, {}, stranger.token)).status).toBe(403);
    const generator = await s.t.userWith([P.GENERATE_VOUCHERS]);
    expect((await s.t.call(`${URL}/batch/create`, { planId: plan.id, salePointId: shop.id, count: 1 }, generator.token)).status).toBe(200);
    const revoker = await s.t.userWith([P.REVOKE_VOUCHERS]);
    expect((await s.t.call(`${URL}/batch/revoke`, { id: batch.id, reason: 'Recall' }, revoker.token)).status).toBe(200);
  });
});
