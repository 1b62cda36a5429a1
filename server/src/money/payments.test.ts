import { P } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import { makeCustomer, paidInCash, planAt } from '../areas/internet/customers-fixtures';
import { fieldErrors } from '../areas/internet/internet-fixtures';
import { createTestApp, testDatabases, type TestApp } from '../testing/test-app';
import { balanceMismatches, unbalancedEntries } from './ledger-check';

const PLAN = '/services/internet/customer/plan';
const MONEY = '/services/money';
const ISP = { ISP_NAME: 'Lagoon Net', ISP_ADDRESS: '12 Marina, Lagos', ISP_TAX_ID: 'TIN-0042' };
const key = () => ({ idempotencyKey: newId() });
const DAY = 86_400;

for (const dialect of testDatabases) {
  describe(`money: subscribers' payments [${dialect}]`, () => {
    let t: TestApp;
    let admin: string;
    const ok = async <U extends string>(url: U, body: unknown, token = admin) => {
      const answer = await t.call(url, body, token);
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    };
    /** A subscriber with a plan of `amount` naira offered at its location. */
    const subscriberWithPlan = async (amount = 4500, customer: Record<string, unknown> = {}) => {
      const subscriber = await makeCustomer(t, customer);
      return { subscriber, plan: await planAt(t, subscriber, { amount, validity: 30 }) };
    };
    const topUp = (customerId: string, amount: string | number, token = admin) =>
      t.call(`${MONEY}/customer/top-up`, { customerId, amount, method: 'cash', ...key() }, token);

    beforeAll(async () => {
      t = await createTestApp(dialect, ISP);
      admin = await t.adminToken();
    });
    afterAll(async () => {
      // After everything below, double entry holds and every kept balance equals its lines.
      expect(await unbalancedEntries(t.db)).toEqual([]);
      expect(await balanceMismatches(t.db)).toEqual([]);
      await t.close();
    });

    it('sells a plan for cash with a numbered receipt carrying the ISP, and asks a bank transfer for its reference', async () => {
      const { subscriber, plan } = await subscriberWithPlan(4500);
      const sold = await ok(`${PLAN}/create`, { customerId: subscriber.id, planId: plan.id, ...paidInCash() });
      expect(sold.payment).toMatchObject({ method: 'cash', amount: 4500, discount: 0, receipt: expect.stringMatching(/^RCT-\d{4}-\d{6}$/) });
      const { receipt } = await ok(`${MONEY}/receipt`, { number: sold.payment!.receipt });
      expect(receipt).toMatchObject({
        isp: { name: 'Lagoon Net', address: '12 Marina, Lagos', taxId: 'TIN-0042' },
        customer: { id: subscriber.id, name: subscriber.name },
        description: expect.stringMatching(new RegExp(`^${plan.name}, \\d{4}-\\d\\d-\\d\\d to \\d{4}-\\d\\d-\\d\\d$`)),
        price: 4500,
        total: 4500,
        method: 'cash',
        cashier: expect.any(String),
        reversed: null,
      });
      const lines = await t.db
        .selectFrom('money_lines as l')
        .innerJoin('money_accounts as a', 'a.id', 'l.accountId')
        .select(['a.kind', 'l.amountKobo'])
        .where('l.entryId', '=', sold.payment!.entryId)
        .orderBy('l.line')
        .execute();
      expect(lines).toEqual([
        { kind: 'revenue', amountKobo: -450_000 },
        { kind: 'cash', amountKobo: 450_000 },
      ]);

      const renewal = { id: sold.subscription.id, updated: sold.subscription.updated, method: 'bank', ...key() };
      expect(fieldErrors(await t.call(`${PLAN}/renew`, renewal, admin))).toEqual({ reference: "Enter the bank transfer's reference" });
      const renewed = await ok(`${PLAN}/renew`, { ...renewal, reference: 'TRF-889' });
      expect(renewed.payment).toMatchObject({ method: 'bank', amount: 4500 });
      expect(await t.call(`${MONEY}/receipt`, { number: 'RCT-1999-000001' }, admin)).toMatchObject({ status: 404 });
    });

    it('answers concurrent identical sales once: one plan, one payment, one receipt; the key refused for another sale', async () => {
      const { subscriber, plan } = await subscriberWithPlan(3000);
      const body = { customerId: subscriber.id, planId: plan.id, ...paidInCash() };
      const answers = await Promise.all([1, 2, 3].map(() => t.call(`${PLAN}/create`, body, admin)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.data.subscription.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body.data.payment!.receipt)).size).toBe(1);
      const sales = await t.db.selectFrom('subscriptions').select('id').where('customerId', '=', subscriber.id).execute();
      expect(sales).toHaveLength(1);
      expect((await ok(`${MONEY}/customer/payments`, { customerId: subscriber.id })).payments).toHaveLength(1);
      const reused = await t.call(`${PLAN}/create`, { ...body, method: 'card', reference: 'X1' }, admin);
      expect(reused).toMatchObject({
        status: 409,
        body: { message: 'This idempotency key was used for another request; nothing was done. Start the action again.' },
      });
    });

    it('lets exactly one of two concurrent purchases through when the balance covers one, and states the balance', async () => {
      const { subscriber, plan } = await subscriberWithPlan(4000);
      expect((await topUp(subscriber.id, '5,000')).body.data).toMatchObject({ balance: 5000, payment: { method: 'cash', amount: 5000 } });
      const first = await ok(`${PLAN}/create`, { customerId: subscriber.id, planId: plan.id, method: 'balance', ...key() });
      expect(first.payment).toMatchObject({ method: 'balance', amount: 4000 });
      const second = (await topUp(subscriber.id, '3,000.50')).body.data;
      expect(second.balance).toBe(4000.5);
      // The receipt names the signed-in cashier and the balance the posting left.
      const { receipt } = await ok(`${MONEY}/receipt`, { number: second.payment.receipt });
      expect(receipt).toMatchObject({ description: 'Balance top-up', cashier: 'Admin User', balanceAfter: 4000.5 });
      const renew = () =>
        t.call(`${PLAN}/renew`, { id: first.subscription.id, updated: first.subscription.updated, method: 'balance', ...key() }, admin);
      const outcomes = await Promise.all([renew(), renew()]);
      expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409]);
      const refused = outcomes.find((o) => o.status === 409)!;
      expect(refused.body.message).toBe('The balance holds N0.50, N3,999.50 less than N4,000.00; nothing was sold.');
      expect(refused.body.data.errors).toEqual({ method: refused.body.message });
      // The refused renewal sold nothing: two plans, not three.
      expect(await t.db.selectFrom('subscriptions').select('id').where('customerId', '=', subscriber.id).execute()).toHaveLength(2);

      const statement = await ok(`${MONEY}/customer/statement`, { customerId: subscriber.id });
      expect(statement.lines.map((l) => [l.kind, l.amount, l.balance])).toEqual([
        ['top-up', 5000, 5000],
        ['sale', -4000, 1000],
        ['top-up', 3000.5, 4000.5],
        ['sale', -4000, 0.5],
      ]);
      expect([statement.opening, statement.closing]).toEqual([0, 0.5]);
      expect(statement.lines[1].description).toBe(`Plan ${plan.name}`);
      // A period after the last movement opens and closes on the balance it left.
      const after = await ok(`${MONEY}/customer/statement`, { customerId: subscriber.id, from: statement.lines[3].at + 1 });
      expect(after).toEqual({ opening: 0.5, closing: 0.5, lines: [] });
    });

    it('numbers receipts without gaps under concurrency, a refused sale taking no number', async () => {
      const { subscriber, plan } = await subscriberWithPlan(100_000);
      const short = () => t.call(`${PLAN}/create`, { customerId: subscriber.id, planId: plan.id, method: 'balance', ...key() }, admin);
      const answers = await Promise.all([
        topUp(subscriber.id, 10),
        short(),
        topUp(subscriber.id, 20),
        short(),
        topUp(subscriber.id, 30),
        topUp(subscriber.id, 40),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 409, 200, 409, 200, 200]);
      const numbers = answers.filter((a) => a.status === 200).map((a) => a.body.data.payment!.receipt as string);
      const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
      expect(sequence).toEqual([0, 1, 2, 3].map((i) => sequence[0] + i));
      const all = await t.db.selectFrom('money_receipts').select('number').execute();
      const every = all.map((r) => Number(r.number.slice(-6))).sort((a, b) => a - b);
      expect(every).toEqual(every.map((_, i) => i + 1));
    });

    it('reverses a payment once with its reason, shown on the receipt; a spent top-up is not taken back', async () => {
      const { subscriber, plan } = await subscriberWithPlan(2000);
      const sold = await ok(`${PLAN}/create`, { customerId: subscriber.id, planId: plan.id, ...paidInCash() });
      const reverse = { entryId: sold.payment!.entryId, reason: 'Paid twice at the desk', ...key() };
      const { reversal } = await ok(`${MONEY}/reverse`, reverse);
      expect(reversal).toMatchObject({ kind: 'reversal', amount: -2000, method: 'cash', description: 'Reversal: Paid twice at the desk' });
      expect((await ok(`${MONEY}/reverse`, reverse)).reversal.entryId).toBe(reversal.entryId);
      expect(await t.call(`${MONEY}/reverse`, { ...reverse, ...key() }, admin)).toMatchObject({
        status: 409,
        body: { message: 'This payment was reversed already; nothing was changed.' },
      });
      const { receipt } = await ok(`${MONEY}/receipt`, { number: sold.payment!.receipt });
      expect(receipt.reversed).toMatchObject({ reason: 'Paid twice at the desk' });
      const payments = (await ok(`${MONEY}/customer/payments`, { customerId: subscriber.id })).payments;
      expect(payments.map((p) => [p.kind, p.amount, p.reversedBy])).toEqual([
        ['reversal', -2000, null],
        ['sale', 2000, reversal.entryId],
      ]);
      const history = (await ok('/services/internet/customer/history', { id: subscriber.id })).history.map((l) => l.detail);
      expect(history).toContain(`Reversed Plan ${plan.name} N2,000.00, receipt ${sold.payment!.receipt}: Paid twice at the desk`);

      const { payment } = (await topUp(subscriber.id, 2000)).body.data;
      await ok(`${PLAN}/renew`, { id: sold.subscription.id, updated: sold.subscription.updated, method: 'balance', ...key() });
      const spent = await t.call(`${MONEY}/reverse`, { entryId: payment.entryId, reason: 'Wrong subscriber', ...key() }, admin);
      expect(spent).toMatchObject({
        status: 409,
        body: { message: 'The balance holds N0.00, N2,000.00 less than the reversal takes back; nothing was reversed.' },
      });
    });

    it('gives a discount only to holders of Give discounts, with a reason and never above the price', async () => {
      const { subscriber, plan } = await subscriberWithPlan(4500);
      const seller = await t.userWith([P.ADD_CUSTOMER_PLAN]);
      const sale = { customerId: subscriber.id, planId: plan.id, method: 'cash', discount: '500', discountReason: 'Loyal customer' };
      expect(await t.call(`${PLAN}/create`, { ...sale, ...key() }, seller.token)).toMatchObject({
        status: 403,
        body: { message: 'You do not have permission to give discounts.' },
      });
      const discounter = await t.userWith([P.ADD_CUSTOMER_PLAN, P.GIVE_DISCOUNTS]);
      expect(fieldErrors(await t.call(`${PLAN}/create`, { ...sale, discountReason: '', ...key() }, discounter.token))).toEqual({
        discountReason: 'Say why the discount is given',
      });
      expect(fieldErrors(await t.call(`${PLAN}/create`, { ...sale, discount: '4,600', ...key() }, discounter.token))).toEqual({
        discount: "At most the plan's price, N4,500.00",
      });
      const sold = await ok(`${PLAN}/create`, { ...sale, ...key() }, discounter.token);
      expect(sold.payment).toMatchObject({ amount: 4000, discount: 500 });
      const { receipt } = await ok(`${MONEY}/receipt`, { number: sold.payment!.receipt }, discounter.token);
      expect(receipt).toMatchObject({ price: 4500, discount: 500, discountReason: 'Loyal customer', total: 4000, cashier: 'Test User' });
    });

    it('sells on account to corporates only, without a receipt, the balance owing', async () => {
      const { subscriber, plan } = await subscriberWithPlan(10_000);
      const individual = await t.call(`${PLAN}/create`, { customerId: subscriber.id, planId: plan.id, method: 'account', ...key() }, admin);
      expect(fieldErrors(individual)).toEqual({ method: 'Only a corporate subscriber buys on account (invoiced); choose another way to pay' });
      const corporate = await makeCustomer(t, {
        type: 2,
        firstName: '',
        lastName: '',
        companyName: 'Acme Ltd',
        contactPerson: 'Ada Obi',
        locationId: subscriber.locationId,
      });
      const sold = await ok(`${PLAN}/create`, { customerId: corporate.id, planId: plan.id, method: 'account', ...key() });
      expect(sold.payment).toMatchObject({ method: 'account', amount: 10_000, receipt: null });
      expect((await ok(`${MONEY}/customer/statement`, { customerId: corporate.id })).closing).toBe(-10_000);
    });

    it("credits a changed plan's unused days to the balance, which can pay the new plan", async () => {
      const { subscriber, plan: basic } = await subscriberWithPlan(3000);
      const cheaper = await planAt(t, subscriber, { amount: 2000, validity: 30 });
      const later = nowSeconds() + 5 * DAY;
      const scheduled = await ok(`${PLAN}/create`, { customerId: subscriber.id, planId: basic.id, start: later, ...paidInCash() });
      // A scheduled plan is replaced whole: all it was paid comes back, and pays the new one.
      const changed = { id: scheduled.subscription.id, updated: scheduled.subscription.updated, planId: cheaper.id, method: 'balance', ...key() };
      expect((await ok(`${PLAN}/change`, changed)).payment).toMatchObject({ method: 'balance', amount: 2000 });
      const statement = await ok(`${MONEY}/customer/statement`, { customerId: subscriber.id });
      expect(statement.lines.map((l) => [l.kind, l.description, l.amount, l.balance])).toEqual([
        ['plan-credit', `Unused days of ${basic.name}`, 3000, 3000],
        ['sale', `Plan ${cheaper.name}`, -2000, 1000],
      ]);
      const history = (await ok('/services/internet/customer/history', { id: subscriber.id })).history.map((l) => l.detail);
      expect(history).toContain(`Changed ${basic.name} to ${cheaper.name}; N3,000.00 for the unused days to the balance`);

      // An active plan half used gives back half of what it was paid.
      const other = await subscriberWithPlan(3000);
      const sold = await ok(`${PLAN}/create`, { customerId: other.subscriber.id, planId: other.plan.id, ...paidInCash() });
      const now = nowSeconds();
      await t.db
        .updateTable('subscriptions')
        .set({ startAt: now - 15 * DAY, endAt: now + 15 * DAY })
        .where('id', '=', sold.subscription.id)
        .execute();
      const [current] = (await ok(`${PLAN}s`, { customerId: other.subscriber.id })).subscriptions;
      const cheaperThere = await planAt(t, other.subscriber, { amount: 500, validity: 7 });
      await ok(`${PLAN}/change`, { id: current.id, updated: current.updated, planId: cheaperThere.id, ...paidInCash() });
      const credited = (await ok(`${MONEY}/customer/statement`, { customerId: other.subscriber.id })).closing;
      expect(credited).toBeGreaterThan(1499.9);
      expect(credited).toBeLessThanOrEqual(1500);
    });

    it('refuses money calls to users without their permissions', async () => {
      const { subscriber } = await subscriberWithPlan();
      const seller = await t.userWith([P.ADD_CUSTOMER_PLAN]);
      expect((await topUp(subscriber.id, 100, seller.token)).status).toBe(403);
      const cashier = await t.userWith([P.RECORD_PAYMENTS]);
      const { payment } = (await topUp(subscriber.id, 100, cashier.token)).body.data;
      expect((await t.call(`${MONEY}/reverse`, { entryId: payment.entryId, reason: 'No', ...key() }, cashier.token)).status).toBe(403);
      const viewer = await t.userWith([P.VIEW_CUSTOMERS]);
      expect((await t.call(`${MONEY}/receipt`, { number: payment.receipt }, viewer.token)).status).toBe(403);
      expect((await t.call(`${MONEY}/customer/statement`, { customerId: subscriber.id }, viewer.token)).status).toBe(403);
      const auditor = await t.userWith([P.VIEW_PAYMENTS]);
      expect((await t.call(`${MONEY}/customer/statement`, { customerId: subscriber.id }, auditor.token)).status).toBe(200);
      const reverser = await t.userWith([P.REVERSE_PAYMENTS]);
      expect((await t.call(`${MONEY}/reverse`, { entryId: payment.entryId, reason: 'Test', ...key() }, reverser.token)).status).toBe(200);
    });
  });
}
