import { CUSTOMER_TYPES } from '@console/api/contract';
import { newId } from '../../core/ids';
import { nowSeconds } from '../../core/clock';
import { describeAsAdmin } from '../../testing/test-app';
import { countActivated, makeCustomer, planAt, sell } from './customers-fixtures';
import { payerReport, quarterStart } from './payer-report';

const DAY = 86_400;

// Migration 0031 keeps each quarter's paying subscribers (paying_quarters). The report must say what
// scanning the subscriptions says, for this quarter "so far" at any time in it and for the last one,
// after every kind of write to a subscription or a subscriber's type.
describeAsAdmin('payer report from the kept paying subscribers', (s) => {
  /** Payers in [from, to) as the report counted them before 0031: the subscriptions scanned. */
  const scanned = async (from: number, to: number) => {
    const byType = await s.t.db
      .selectFrom('customers')
      .select((eb) => ['customers.type', eb.fn.countAll<number>().as('n')])
      .where('customers.id', 'in', (eb) =>
        eb.selectFrom('subscriptions').select('customerId').where('endAt', '>', from).where('startAt', '<', to).where('amountKobo', '>', 0),
      )
      .groupBy('customers.type')
      .execute();
    const vouchers = await countActivated(s.t, from, to);
    const count = (type: number) => Number(byType.find((row) => Number(row.type) === type)?.n ?? 0);
    return { individuals: count(CUSTOMER_TYPES.INDIVIDUAL) + vouchers, corporates: count(CUSTOMER_TYPES.CORPORATE) };
  };
  const quarter = quarterStart(nowSeconds());
  const times = [quarter + 1, quarter + 15 * DAY, quarter + 30 * DAY, quarter + 89 * DAY];
  const expectScanned = async () => {
    for (const now of times) {
      const [current, previous] = [await scanned(quarterStart(now), now + 1), await scanned(quarterStart(now, -1), quarterStart(now))];
      const report = await payerReport(s.t.db, now);
      expect([now - quarter, report.individuals, report.corporates]).toEqual([now - quarter, current.individuals, current.corporates]);
      const before = previous.individuals + previous.corporates;
      const after = current.individuals + current.corporates;
      expect(report.increase).toBe(before === 0 ? null : Math.round(((after - before) / before) * 1000) / 10);
    }
  };

  it('counts what scanning counts after sales, subscriptions written, moved, made free and deleted, and a type changed', async () => {
    const person = await makeCustomer(s.t);
    const plan = await planAt(s.t, person);
    await sell(s.t, person, plan);
    const company = await makeCustomer(s.t, { type: 2, companyName: 'Kept Ltd', contactPerson: 'Ada Obi' });
    const free = await makeCustomer(s.t);
    const long = await makeCustomer(s.t);
    const subscription = async (customerId: string, startAt: number, endAt: number, amountKobo = 500) => {
      const id = newId();
      await s.t.db
        .insertInto('subscriptions')
        .values({ id, customerId, planId: plan.id, startAt, endAt, amountKobo, cancelledAt: null, reason: '', created: startAt, updated: startAt })
        .execute();
      return id;
    };
    // Across the quarters' edge; starting later this quarter; free; over many quarters.
    const across = await subscription(person.id, quarter - 10 * DAY, quarter + 5 * DAY);
    const later = await subscription(company.id, quarter + 20 * DAY, quarter + 50 * DAY);
    const unpaid = await subscription(free.id, quarter - 5 * DAY, quarter + 60 * DAY, 0);
    await subscription(long.id, quarter - 200 * DAY, quarter + 400 * DAY);
    await expectScanned();

    await s.t.db
      .updateTable('subscriptions')
      .set({ startAt: quarter + 10 * DAY })
      .where('id', '=', later)
      .execute();
    await s.t.db.updateTable('subscriptions').set({ amountKobo: 100 }).where('id', '=', unpaid).execute();
    await s.t.db.updateTable('customers').set({ type: 1 }).where('id', '=', company.id).execute();
    await expectScanned();

    await s.t.db.deleteFrom('subscriptions').where('id', '=', across).execute();
    await s.t.db.updateTable('subscriptions').set({ customerId: company.id }).where('id', '=', unpaid).execute();
    await expectScanned();
  });
});
