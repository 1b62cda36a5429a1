import { P, START_IN_PAST } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import { describeAsAdmin } from '../../testing/test-app';
import { makeCustomer, paidInCash, planAt, sell } from './customers-fixtures';
import { fieldErrors, makeInstantPlan, makeLocation, makePrepaidPlan } from './internet-fixtures';

const URL = '/services/internet/customer';
const DAY = 86_400;

describeAsAdmin('internet: customer plans', (s) => {
  it('sells a prepaid plan from now for its validity, at the price of the day', async () => {
    const customer = await makeCustomer(s.t);
    const plan = await planAt(s.t, customer, { amount: 5000, validity: 30 });
    const before = nowSeconds();
    const { subscription } = await s.ok(`${URL}/plan/create`, { customerId: customer.id, planId: plan.id, ...paidInCash() });
    expect(subscription).toMatchObject({ plan: { id: plan.id, name: plan.name }, amount: 5000, state: 'active', customerId: customer.id });
    expect(subscription.start).toBeGreaterThanOrEqual(before);
    expect(subscription.end - subscription.start).toBe(30 * DAY);

    // A later price change does not rewrite what was charged.
    const priced = await s.t.call('/services/internet/plan/update', { ...plan, amount: 9000, locationPlans: plan.locationPlans }, s.admin);
    expect(priced.status).toBe(200);
    const list = await s.t.call(`${URL}/plans`, { customerId: customer.id }, s.admin);
    expect(list.body.data.subscriptions).toEqual([expect.objectContaining({ id: subscription.id, amount: 5000 })]);
  });

  it('starts on a later date, refuses overlapping periods and renews after the last one', async () => {
    const customer = await makeCustomer(s.t);
    const plan = await planAt(s.t, customer, { validity: 10 });
    const start = nowSeconds() + 5 * DAY;
    const later = await sell(s.t, customer, plan, start);
    expect([later.state, later.start, later.end]).toEqual(['scheduled', start, start + 10 * DAY]);

    const overlap = await s.t.call(`${URL}/plan/create`, { customerId: customer.id, planId: plan.id, ...paidInCash() }, s.admin);
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toMatch(/^The subscriber already has plan .+ from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d; periods may not overlap/);
    expect((await s.t.call(`${URL}/plans`, { customerId: customer.id }, s.admin)).body.data.subscriptions).toHaveLength(1);

    const renewed = await s.t.call(`${URL}/plan/renew`, { id: later.id, updated: later.updated, ...paidInCash() }, s.admin);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.subscription).toMatchObject({ start: later.end, end: later.end + 10 * DAY, state: 'scheduled' });

    const past = await s.t.call(
      `${URL}/plan/create`,
      { customerId: customer.id, planId: plan.id, start: nowSeconds() - DAY, ...paidInCash() },
      s.admin,
    );
    expect(fieldErrors(past).start).toBe(START_IN_PAST);
  });

  it("sells only prepaid plans offered at the subscriber's location", async () => {
    const lagos = await makeLocation(s.t, { name: 'Lagos' });
    const customer = await makeCustomer(s.t, { locationId: lagos.id });
    const elsewhere = await makePrepaidPlan(s.t, { name: 'Abuja Only', locationPlans: [{ location: { id: (await makeLocation(s.t)).id } }] });
    const refused = await s.t.call(`${URL}/plan/create`, { customerId: customer.id, planId: elsewhere.id, ...paidInCash() }, s.admin);
    expect(fieldErrors(refused).planId).toBe('Plan Abuja Only is not offered at Lagos.');
    const instant = await makeInstantPlan(s.t);
    expect(fieldErrors(await s.t.call(`${URL}/plan/create`, { customerId: customer.id, planId: instant.id, ...paidInCash() }, s.admin)).planId).toBe(
      'Only a prepaid plan can be given to a subscriber.',
    );
    expect(await s.t.db.selectFrom('subscriptions').select('id').where('customerId', '=', customer.id).execute()).toEqual([]);
  });

  it('changes the plan from now, cancels and deletes with the reason kept in the history', async () => {
    const customer = await makeCustomer(s.t);
    const basic = await planAt(s.t, customer, { name: 'Basic', validity: 30 });
    const premium = await planAt(s.t, customer, { name: 'Premium', validity: 7, amount: 9000 });
    const first = await sell(s.t, customer, basic);

    const changed = await s.t.call(`${URL}/plan/change`, { id: first.id, planId: premium.id, updated: first.updated, ...paidInCash() }, s.admin);
    expect(changed.status).toBe(200);
    const second = changed.body.data.subscription;
    expect(second).toMatchObject({ plan: { name: 'Premium' }, amount: 9000, state: 'active' });
    expect(second.end - second.start).toBe(7 * DAY);
    const stale = await s.t.call(`${URL}/plan/change`, { id: first.id, planId: premium.id, updated: first.updated, ...paidInCash() }, s.admin);
    expect(stale.status).toBe(409);

    const cancelled = await s.t.call(`${URL}/plan/cancel`, { id: second.id, reason: 'Moved abroad', updated: second.updated }, s.admin);
    expect(cancelled.body.data.subscription).toMatchObject({ state: 'cancelled', reason: 'Moved abroad' });
    expect(fieldErrors(await s.t.call(`${URL}/plan/cancel`, { id: second.id, reason: '' }, s.admin)).reason).toBe('Required');
    expect((await s.t.call(`${URL}/plan/cancel`, { id: second.id, reason: 'Again' }, s.admin)).status).toBe(409);

    // The cancelled period no longer blocks a new sale. A paid plan is deleted once its payment is reversed.
    const third = await sell(s.t, customer, basic);
    const paid = await s.t.call(`${URL}/plan/delete`, { id: third.id, reason: 'Sold in error' }, s.admin);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toMatch(/^This plan was paid \(receipt RCT-\d{4}-\d{6}\); reverse its payment first\. Nothing was deleted\.$/);
    const [payment] = (await s.ok('/services/money/customer/payments', { customerId: customer.id })).payments.filter((p) =>
      p.description.startsWith('Plan Basic'),
    );
    await s.ok('/services/money/reverse', { entryId: payment.entryId, reason: 'Sold in error', idempotencyKey: newId() });
    const deleted = await s.t.call(`${URL}/plan/delete`, { id: third.id, reason: 'Sold in error' }, s.admin);
    expect(deleted.status).toBe(200);
    expect(
      (await s.t.call(`${URL}/plans`, { customerId: customer.id }, s.admin)).body.data.subscriptions.map((s: { id: string }) => s.id),
    ).not.toContain(third.id);

    const history = (await s.t.call(`${URL}/history`, { id: customer.id }, s.admin)).body.data.history.map(
      (line: { detail: string | null }) => line.detail,
    );
    expect(history).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Deleted Basic .*: Sold in error$/),
        'Cancelled Premium: Moved abroad',
        expect.stringMatching(/^Changed Basic to Premium; N[\d,.]+ for the unused days to the balance$/),
      ]),
    );
  });

  it('enforces the customer plan permissions (82 view, 84 add, 24 modify, 25 delete)', async () => {
    const customer = await makeCustomer(s.t);
    const plan = await planAt(s.t, customer);
    const other = await planAt(s.t, customer);
    const viewer = await s.t.userWith([P.VIEW_CUSTOMER_PLANS]);
    expect((await s.t.call(`${URL}/plans`, { customerId: customer.id }, viewer.token)).status).toBe(200);
    expect((await s.t.call(`${URL}/plan/create`, { customerId: customer.id, planId: plan.id, ...paidInCash() }, viewer.token)).status).toBe(403);
    const seller = await s.t.userWith([P.ADD_CUSTOMER_PLAN]);
    const sold = await s.t.call(`${URL}/plan/create`, { customerId: customer.id, planId: plan.id, ...paidInCash() }, seller.token);
    expect(sold.status).toBe(200);
    const { id } = sold.body.data.subscription;
    expect((await s.t.call(`${URL}/plan/change`, { id, planId: other.id, ...paidInCash() }, seller.token)).status).toBe(403);
    expect((await s.t.call(`${URL}/plan/cancel`, { id, reason: 'No' }, seller.token)).status).toBe(403);
    expect((await s.t.call(`${URL}/plan/delete`, { id, reason: 'No' }, seller.token)).status).toBe(403);
    const modifier = await s.t.userWith([P.MODIFY_CUSTOMER_PLAN]);
    expect((await s.t.call(`${URL}/plan/change`, { id, planId: other.id, ...paidInCash() }, modifier.token)).status).toBe(200);
    const remover = await s.t.userWith([P.DELETE_CUSTOMER_PLAN]);
    // Allowed, and refused for what it is: a paid plan whose payment stands.
    expect((await s.t.call(`${URL}/plan/delete`, { id, reason: 'Test sale' }, remover.token)).status).toBe(409);
  });
});
