import { P } from '@console/api/contract';
import { newId } from '../core/ids';
import { fieldErrors, makeInstantPlan, makeSalePoint } from '../areas/internet/internet-fixtures';
import { describeLedger } from './ledger-suite';

const BATCH = '/services/internet/voucher/batch/create';
const PAY = '/services/money/sale-point/payment';
const STATEMENT = '/services/money/sale-point/statement';

describeLedger('money: sale point balances', {}, (s) => {
  /** A sale point with that credit limit (naira text, '' for none) selling a plan whose vouchers cost it N150. */
  async function shopWithPlan(creditLimit: string) {
    const shop = await makeSalePoint(s.t, { creditLimit });
    const plan = await makeInstantPlan(s.t, { salePointPlans: [{ salePoint: { id: shop.id } }], amount: 200, contractValue: 150 });
    const batch = (count: number) => s.t.call(BATCH, { planId: plan.id, salePointId: shop.id, count }, s.admin);
    return { shop, plan, batch };
  }
  const stored = async (salePointId: string) => ({
    batches: (await s.t.db.selectFrom('voucher_batches').select('id').where('salePointId', '=', salePointId).execute()).length,
    vouchers: (await s.t.db.selectFrom('vouchers').select('id').where('salePointId', '=', salePointId).execute()).length,
  });
  const pay = (salePointId: string, amount: string, extra: Record<string, unknown> = {}, token = s.admin) =>
    s.t.call(PAY, { salePointId, amount, method: 'bank', reference: 'TRF-1', idempotencyKey: newId(), ...extra }, token);

  it('keeps a credit limit typed as people type it; empty is no limit, and an update without it keeps it', async () => {
    const { shop } = await shopWithPlan('4,500.50');
    expect(shop.creditLimit).toBe(4500.5);
    const row = await s.t.db.selectFrom('sale_points').select('creditLimitKobo').where('id', '=', shop.id).executeTakeFirstOrThrow();
    expect(Number(row.creditLimitKobo)).toBe(450_050);
    const update = { id: shop.id, name: shop.name, locationId: shop.locationId, updated: shop.updated };
    const kept = (await s.t.call('/services/internet/salepoint/update', update, s.admin)).body.data.salePoint;
    expect(kept.creditLimit).toBe(4500.5);
    const cleared = await s.t.call('/services/internet/salepoint/update', { ...update, updated: kept.updated, creditLimit: '' }, s.admin);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.salePoint.creditLimit).toBeNull();
    const refused = await s.t.call(
      '/services/internet/salepoint/create',
      { name: 'Bad limit', type: 1, locationId: shop.locationId, creditLimit: '4,50' },
      s.admin,
    );
    expect(fieldErrors(refused)).toEqual({ creditLimit: 'An amount from 0 to 1,000,000,000, at most two decimals' });
  });

  it('debits a batch at the contract value and refuses one beyond the credit limit saying how much is missing, nothing saved', async () => {
    const { shop, batch } = await shopWithPlan('1,000');
    expect((await batch(6)).status).toBe(200); // N900 owed
    const refused = await batch(2); // N300 more: N1,200, N200 beyond the limit
    expect(refused.status).toBe(409);
    expect(refused.body.data.errors.count).toBe(
      `This batch costs N300.00: ${shop.name} would owe N1,200.00, beyond its credit limit of N1,000.00. N200.00 is missing: record a payment of at least that, or make a smaller batch. Nothing was made.`,
    );
    expect(await stored(shop.id)).toEqual({ batches: 1, vouchers: 6 });

    expect((await pay(shop.id, '200')).status).toBe(200);
    expect((await batch(2)).status).toBe(200);
    const { data } = (await s.t.call(STATEMENT, { salePointId: shop.id }, s.admin)).body;
    expect(data).toMatchObject({ balance: 1000, creditLimit: 1000, available: 0, opening: 0, closing: 1000 });
    expect(
      data.lines.map((line: { kind: string; debit: number; credit: number; balance: number }) => [line.kind, line.debit, line.credit, line.balance]),
    ).toEqual([
      ['batch', 900, 0, 900],
      ['payment', 0, 200, 700],
      ['batch', 300, 0, 1000],
    ]);
    expect(data.lines[0].description).toMatch(/^Batch \d+: 6 x Instant /);
    expect(data.lines[1].description).toBe('Payment, Bank transfer TRF-1');
  });

  it('lets exactly the concurrent batches that fit within one limit through', async () => {
    const { shop, batch } = await shopWithPlan('1,000');
    // Ten batches of N300 at once against N1,000: three fit.
    const answers = await Promise.all(Array.from({ length: 10 }, () => batch(2)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stored(shop.id)).toEqual({ batches: 3, vouchers: 6 });
    expect((await s.t.call(STATEMENT, { salePointId: shop.id }, s.admin)).body.data).toMatchObject({ balance: 900, available: 100 });
  });

  it('records a payment once however often it is sent, and refuses its key for another payment', async () => {
    const { shop, batch } = await shopWithPlan('');
    expect((await batch(10)).status).toBe(200); // N1,500, no limit
    const body = { salePointId: shop.id, amount: '1,000.50', method: 'cash', idempotencyKey: newId() };
    const answers = await Promise.all([1, 2, 3].map(() => s.t.call(PAY, body, s.admin)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.payment.entryId)).size).toBe(1);
    expect(answers[0].body.data).toMatchObject({ payment: { amount: 1000.5, method: 'cash' }, balance: 499.5 });
    expect((await s.t.call(PAY, { ...body, amount: '5' }, s.admin)).status).toBe(409);
    const { data } = (await s.t.call(STATEMENT, { salePointId: shop.id }, s.admin)).body;
    expect(data).toMatchObject({ balance: 499.5, creditLimit: null, available: null });
    expect(data.lines).toHaveLength(2);
  });

  it('shows a statement over a range with its opening balance, and asks a transfer for its reference', async () => {
    const { shop, batch } = await shopWithPlan('');
    await batch(2);
    const later = Math.floor(Date.now() / 1000) + 1;
    const ranged = (await s.t.call(STATEMENT, { salePointId: shop.id, from: later, to: later + 60 }, s.admin)).body.data;
    expect(ranged).toMatchObject({ opening: 300, closing: 300, lines: [] });
    expect(fieldErrors(await pay(shop.id, '10', { reference: '' }))).toEqual({ reference: "Enter the bank transfer's reference" });
    expect((await s.t.call(STATEMENT, { salePointId: newId() }, s.admin)).status).toBe(404);
  });

  it('lets only holders of Record sale point payments record one', async () => {
    const { shop } = await shopWithPlan('');
    const viewer = await s.t.userWith([P.VIEW_SALE_POINT_STATEMENTS]);
    expect((await pay(shop.id, '10', {}, viewer.token)).status).toBe(403);
    expect((await s.t.call(STATEMENT, { salePointId: shop.id }, viewer.token)).status).toBe(200);
    const cashier = await s.t.userWith([P.RECORD_SALE_POINT_PAYMENTS]);
    expect((await pay(shop.id, '10', {}, cashier.token)).status).toBe(200);
  });
});
