import { P } from '@console/api/contract';
import { newId } from '../core/ids';
import { fieldErrors, makeInstantPlan, makeSalePoint } from '../areas/internet/internet-fixtures';
import { createTestApp, testDatabases, type TestApp } from '../testing/test-app';
import { balanceMismatches, unbalancedEntries } from './ledger-check';

const BATCH = '/services/internet/voucher/batch/create';
const PAY = '/services/money/sale-point/payment';
const STATEMENT = '/services/money/sale-point/statement';

for (const dialect of testDatabases) {
  describe(`money: sale point balances [${dialect}]`, () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.adminToken();
    });
    afterAll(async () => {
      expect(await unbalancedEntries(t.db)).toEqual([]);
      expect(await balanceMismatches(t.db)).toEqual([]);
      await t.close();
    });

    /** A sale point with that credit limit (naira text, '' for none) selling a plan whose vouchers cost it N150. */
    async function shopWithPlan(creditLimit: string) {
      const shop = await makeSalePoint(t, { creditLimit });
      const plan = await makeInstantPlan(t, { salePointPlans: [{ salePoint: { id: shop.id } }], amount: 200, contractValue: 150 });
      const batch = (count: number) => t.call(BATCH, { planId: plan.id, salePointId: shop.id, count }, admin);
      return { shop, plan, batch };
    }
    const stored = async (salePointId: string) => ({
      batches: (await t.db.selectFrom('voucher_batches').select('id').where('salePointId', '=', salePointId).execute()).length,
      vouchers: (await t.db.selectFrom('vouchers').select('id').where('salePointId', '=', salePointId).execute()).length,
    });
    const pay = (salePointId: string, amount: string, extra: Record<string, unknown> = {}, token = admin) =>
      t.call(PAY, { salePointId, amount, method: 'bank', reference: 'TRF-1', idempotencyKey: newId(), ...extra }, token);

    it('keeps a credit limit typed as people type it; empty is no limit, and an update without it keeps it', async () => {
      const { shop } = await shopWithPlan('4,500.50');
      expect(shop.creditLimit).toBe(4500.5);
      const row = await t.db.selectFrom('sale_points').select('creditLimitKobo').where('id', '=', shop.id).executeTakeFirstOrThrow();
      expect(Number(row.creditLimitKobo)).toBe(450_050);
      const update = { id: shop.id, name: shop.name, locationId: shop.locationId, updated: shop.updated };
      const kept = (await t.call('/services/internet/salepoint/update', update, admin)).body.data.salePoint;
      expect(kept.creditLimit).toBe(4500.5);
      const cleared = await t.call('/services/internet/salepoint/update', { ...update, updated: kept.updated, creditLimit: '' }, admin);
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.salePoint.creditLimit).toBeNull();
      const refused = await t.call(
        '/services/internet/salepoint/create',
        { name: 'Bad limit', type: 1, locationId: shop.locationId, creditLimit: '4,50' },
        admin,
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
      const { data } = (await t.call(STATEMENT, { salePointId: shop.id }, admin)).body;
      expect(data).toMatchObject({ balance: 1000, creditLimit: 1000, available: 0, opening: 0, closing: 1000 });
      expect(
        data.lines.map((line: { kind: string; debit: number; credit: number; balance: number }) => [
          line.kind,
          line.debit,
          line.credit,
          line.balance,
        ]),
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
      expect((await t.call(STATEMENT, { salePointId: shop.id }, admin)).body.data).toMatchObject({ balance: 900, available: 100 });
    });

    it('records a payment once however often it is sent, and refuses its key for another payment', async () => {
      const { shop, batch } = await shopWithPlan('');
      expect((await batch(10)).status).toBe(200); // N1,500, no limit
      const body = { salePointId: shop.id, amount: '1,000.50', method: 'cash', idempotencyKey: newId() };
      const answers = await Promise.all([1, 2, 3].map(() => t.call(PAY, body, admin)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.data.payment.entryId)).size).toBe(1);
      expect(answers[0].body.data).toMatchObject({ payment: { amount: 1000.5, method: 'cash' }, balance: 499.5 });
      expect((await t.call(PAY, { ...body, amount: '5' }, admin)).status).toBe(409);
      const { data } = (await t.call(STATEMENT, { salePointId: shop.id }, admin)).body;
      expect(data).toMatchObject({ balance: 499.5, creditLimit: null, available: null });
      expect(data.lines).toHaveLength(2);
    });

    it('shows a statement over a range with its opening balance, and asks a transfer for its reference', async () => {
      const { shop, batch } = await shopWithPlan('');
      await batch(2);
      const later = Math.floor(Date.now() / 1000) + 1;
      const ranged = (await t.call(STATEMENT, { salePointId: shop.id, from: later, to: later + 60 }, admin)).body.data;
      expect(ranged).toMatchObject({ opening: 300, closing: 300, lines: [] });
      expect(fieldErrors(await pay(shop.id, '10', { reference: '' }))).toEqual({ reference: "Enter the bank transfer's reference" });
      expect((await t.call(STATEMENT, { salePointId: newId() }, admin)).status).toBe(404);
    });

    it('lets only holders of Record sale point payments record one', async () => {
      const { shop } = await shopWithPlan('');
      const viewer = await t.userWith([P.VIEW_SALE_POINT_STATEMENTS]);
      expect((await pay(shop.id, '10', {}, viewer.token)).status).toBe(403);
      expect((await t.call(STATEMENT, { salePointId: shop.id }, viewer.token)).status).toBe(200);
      const cashier = await t.userWith([P.RECORD_SALE_POINT_PAYMENTS]);
      expect((await pay(shop.id, '10', {}, cashier.token)).status).toBe(200);
    });
  });
}
