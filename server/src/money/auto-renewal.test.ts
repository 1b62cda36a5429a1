import { PLAN_TYPES, type Customer, type Subscription } from '@console/api/contract';
import { newId } from '../core/ids';
import { makeCustomer, paidInCash, planAt } from '../areas/internet/customers-fixtures';
import { createJobRunner, sendJob } from '../jobs/job-queue';
import { autoRenewalKey, autoRenewalQueue, sweepAutoRenewals } from './auto-renewal';
import { describeLedger } from './ledger-suite';

const PLAN = '/services/internet/customer/plan';
const MONEY = '/services/money';
const SETTINGS = { name: 'Lagoon Net', address: '', taxId: '', timeZone: 'Africa/Lagos' };
const queue = autoRenewalQueue(SETTINGS);

describeLedger('money: auto-renewal from the balance', {}, (suite) => {
  /** A subscriber (the setting on unless told) with a 30-day plan of N1,000 bought in cash from now, and `balance` naira topped up. */
  async function subscriber(balance: number, autoRenew = true): Promise<{ customer: Customer; sold: Subscription }> {
    const { t, ok } = suite;
    const customer = await makeCustomer(t, { autoRenew });
    expect(customer.autoRenew).toBe(autoRenew);
    const plan = await planAt(t, customer, { amount: 1000, validity: 30 });
    const { subscription } = await ok(`${PLAN}/create`, { customerId: customer.id, planId: plan.id, ...paidInCash() });
    if (balance > 0) await ok(`${MONEY}/customer/top-up`, { customerId: customer.id, amount: balance, method: 'cash', idempotencyKey: newId() });
    return { customer, sold: subscription };
  }
  /** One instance's round at `at`: its sweep, then its worker's due jobs. */
  const round = async (name: string, at: number) => {
    await sweepAutoRenewals(suite.t.db, at);
    await createJobRunner(suite.t.db, name).runDue(queue, at);
  };
  const plans = async (customerId: string) => (await suite.ok(`${PLAN}s`, { customerId })).subscriptions;
  const history = async (customerId: string) => (await suite.ok('/services/internet/customer/history', { id: customerId })).history;
  const balance = async (customerId: string) => (await suite.ok(`${MONEY}/customer/statement`, { customerId })).closing;
  const skips = async (customerId: string) => (await history(customerId)).filter((line) => line.detail?.startsWith('Auto-renewal skipped'));

  it('renews the same plan from its end once, with two instances sweeping at the same time: the balance debited once, a receipt issued', async () => {
    const { customer, sold } = await subscriber(2500);
    const at = sold.end - 60;
    // A twin job of the same subscription, as a sweep after the first job finished would queue: the renewal's own checks hold.
    await sendJob(suite.t.db, queue, { subscriptionId: sold.id }, { key: `${sold.id}-twin`, now: at });
    await Promise.all([round('instance-a', at), round('instance-b', at), round('instance-a', at)]);
    // A later sweep and a retried job find the renewal made.
    await round('instance-b', at + 60);

    const [renewed, first] = await plans(customer.id);
    expect(first.id).toBe(sold.id);
    expect(renewed).toMatchObject({ plan: sold.plan, start: sold.end, end: sold.end + 30 * 86_400, amount: 1000 });
    expect(await plans(customer.id)).toHaveLength(2);
    expect(await balance(customer.id)).toBe(1500);
    const { payments } = await suite.ok(`${MONEY}/customer/payments`, { customerId: customer.id });
    const fromBalance = payments.filter((payment) => payment.method === 'balance');
    expect(fromBalance).toEqual([
      expect.objectContaining({ kind: 'sale', amount: 1000, by: 'Auto-renewal', receipt: expect.stringMatching(/^RCT-\d{4}-\d{6}$/) }),
    ]);
    const { receipt } = await suite.ok(`${MONEY}/receipt`, { number: fromBalance[0].receipt! });
    expect(receipt).toMatchObject({ method: 'balance', total: 1000, cashier: 'Auto-renewal', balanceAfter: 1500 });
    const twin = await suite.t.db.selectFrom('jobs').select(['outcome', 'finishedAt']).where('key', '=', `${sold.id}-twin`).executeTakeFirstOrThrow();
    expect(twin).toEqual({ outcome: expect.stringMatching(/^(renewed|not due)$/), finishedAt: expect.anything() });
    const entries = await suite.t.db.selectFrom('money_entries').select('id').where('idempotencyKey', '=', autoRenewalKey(sold.id)).execute();
    expect(entries).toHaveLength(1);
    const lines = (await history(customer.id)).filter((line) => line.actor === 'Auto-renewal');
    expect(lines).toEqual([expect.objectContaining({ detail: expect.stringMatching(new RegExp(`^Renewed ${sold.plan.name}: `)) })]);
    // The revenue report names the renewal's entry as the Payments tab does.
    const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
    const report = await suite.ok(`${MONEY}/revenue`, { period: 'month', by: 'user', from: day(sold.start - 86_400), to: day(at + 86_400) });
    expect(report.groups.map((group) => group.group.name)).toContain('Auto-renewal');
  });

  it('skips a short balance with the reason, said once over its retries, and renews after a top-up', async () => {
    const { customer, sold } = await subscriber(500);
    const at = sold.end - 60;
    await round('instance-a', at);
    expect(await skips(customer.id)).toEqual([
      expect.objectContaining({ actor: 'Auto-renewal', detail: 'Auto-renewal skipped: the balance holds N500.00, the plan costs N1,000.00' }),
    ]);
    // The next sweeps leave the job to its retry; the retry skips again without a second line.
    await round('instance-b', at + 60);
    await round('instance-a', at + 900);
    expect(await skips(customer.id)).toHaveLength(1);
    expect(await plans(customer.id)).toHaveLength(1);
    expect(await balance(customer.id)).toBe(500);

    await suite.ok(`${MONEY}/customer/top-up`, { customerId: customer.id, amount: 500, method: 'cash', idempotencyKey: newId() });
    await round('instance-b', at + 900 + 1800);
    expect(await plans(customer.id)).toHaveLength(2);
    expect(await balance(customer.id)).toBe(0);
  });

  it('renews nothing without the setting or when a later plan exists', async () => {
    const off = await subscriber(2500, false);
    const ahead = await subscriber(2500);
    await suite.ok(`${PLAN}/renew`, { id: ahead.sold.id, updated: ahead.sold.updated, ...paidInCash() });
    const at = off.sold.end - 60;
    expect(await sweepAutoRenewals(suite.t.db, at)).not.toEqual(expect.arrayContaining([off.sold.id]));
    expect(await sweepAutoRenewals(suite.t.db, ahead.sold.end - 60)).not.toEqual(expect.arrayContaining([ahead.sold.id]));
    await round('instance-a', at);
    expect(await plans(off.customer.id)).toHaveLength(1);
    expect(await plans(ahead.customer.id)).toHaveLength(2);
    expect(await balance(off.customer.id)).toBe(2500);
    expect(await balance(ahead.customer.id)).toBe(2500);
  });

  it('keeps the setting on the subscriber, its change in the history as the other fields', async () => {
    const { customer } = await subscriber(0, false);
    const fields = { type: customer.type, firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone };
    const update = { ...fields, locationId: customer.locationId, username: customer.username, id: customer.id, updated: customer.updated };
    const { customer: updated } = await suite.ok('/services/internet/customer/update', { ...update, autoRenew: true });
    expect(updated.autoRenew).toBe(true);
    const [line] = (await history(customer.id)).filter((entry) => entry.entity === 'Customer' && entry.action === 'update');
    expect(JSON.parse(line.changes ?? '{}')).toMatchObject({ autoRenew: { before: false, after: true } });
  });

  it('skips a plan no longer sold to the subscriber, saying why', async () => {
    const { customer, sold } = await subscriber(2500);
    await suite.t.db.updateTable('plans').set({ type: PLAN_TYPES.INSTANT_ACCESS }).where('id', '=', sold.plan.id).execute();
    await round('instance-a', sold.end - 60);
    expect(await skips(customer.id)).toEqual([
      expect.objectContaining({ detail: 'Auto-renewal skipped: only a prepaid plan can be given to a subscriber' }),
    ]);
    expect(await plans(customer.id)).toHaveLength(1);
    expect(await balance(customer.id)).toBe(2500);
  });
});
