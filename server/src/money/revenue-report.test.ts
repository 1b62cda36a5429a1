import { P, type Customer, type Plan, type SalePoint } from '@console/api/contract';
import { newId } from '../core/ids';
import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { fieldErrors, makeLocation, makeSalePoint } from '../areas/internet/internet-fixtures';
import { writeRadiusClock } from '../radius/radius-clock';
import { createTestApp, testDatabases, type AnswerOf, type TestApp } from '../testing/test-app';
import { accountOf, postEntry, reverseEntry, type AccountKind, type EntryKind } from './ledger';
import { balanceMismatches, unbalancedEntries } from './ledger-check';
import { sumRevenueDaysAgain } from './revenue-days';

const MONEY = '/services/money';
const at = (iso: string) => Date.parse(iso);

interface Posting {
  when: string;
  kind?: EntryKind;
  userId: string;
  method?: string | null;
  customer?: Customer;
  subscriptionId?: string;
  salePointId?: string;
  /** [account kind, owner, kobo] */
  lines: Array<[AccountKind, string, number]>;
}

for (const dialect of testDatabases) {
  describe(`money: revenue report and cash-up [${dialect}]`, () => {
    let t: TestApp;
    let admin: string;
    let cashier: { token: string; userId: string };
    let manager: { token: string; userId: string };
    let subscriberA: Customer;
    let subscriberB: Customer;
    let planA: Plan;
    let planB: Plan;
    let shop: SalePoint;
    let saleB = '';

    /** Posts an entry as if at `when` (UTC): the ledger stamps it with the clock's now. */
    async function post(p: Posting): Promise<string> {
      const spy = jest.spyOn(Date, 'now').mockReturnValue(at(p.when));
      try {
        return await t.db.transaction().execute(async (tx) => {
          const lines = [];
          for (const [kind, owner, amountKobo] of p.lines) lines.push({ accountId: await accountOf(tx, kind, owner), amountKobo });
          const entry = await postEntry(tx, {
            kind: p.kind ?? 'sale',
            idempotencyKey: newId(),
            userId: p.userId,
            method: p.method ?? null,
            customerId: p.customer?.id ?? null,
            subscriptionId: p.subscriptionId ?? null,
            salePointId: p.salePointId ?? null,
            lines,
          });
          return entry.id;
        });
      } finally {
        spy.mockRestore();
      }
    }
    const ok = async <U extends string>(url: U, body: unknown, token = admin) => {
      const answer = await t.call(url, body, token, body === undefined ? 'GET' : 'POST');
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data as AnswerOf<U>;
    };
    const report = (period: string, by: string, from: string, to: string) => ok(`${MONEY}/revenue`, { period, by, from, to });
    /** Rows as [period start, group name, revenue, discounts, net, takings]. */
    const flat = (r: { rows: Array<{ start: string; group: { name: string }; revenue: number; discounts: number; net: number; takings: number }> }) =>
      r.rows.map((row) => [row.start, row.group.name, row.revenue, row.discounts, row.net, row.takings]);

    beforeAll(async () => {
      // The process runs in UTC; the days are Africa/Lagos's (UTC+1), radius_clock's default.
      expect(new Date(at('2026-03-14T00:30:00Z')).getTimezoneOffset()).toBe(0);
      t = await createTestApp(dialect);
      admin = await t.adminToken();
      cashier = await t.userWith([P.RECORD_PAYMENTS]);
      manager = await t.userWith([P.RECORD_PAYMENTS, P.VIEW_CASH_UP_OF_OTHERS]);
      subscriberA = await makeCustomer(t);
      subscriberB = await makeCustomer(t);
      planA = await planAt(t, subscriberA, { name: 'Home 10' });
      planB = await planAt(t, subscriberB, { name: 'Office 20' });
      shop = await makeSalePoint(t, { locationId: (await makeLocation(t, { name: 'Shop town' })).id });
      const subscriptionA = await sell(t, subscriberA, planA);
      const subscriptionB = await sell(t, subscriberB, planB);

      const postings: Posting[] = [
        // 00:30 on 14 March in Lagos, though still the 13th in UTC: cash, by the cashier.
        {
          when: '2026-03-13T23:30:00Z',
          userId: cashier.userId,
          method: 'cash',
          customer: subscriberA,
          subscriptionId: subscriptionA.id,
          lines: [
            ['revenue', '', -450_000],
            ['cash', '', 450_000],
          ],
        },
        // 23:30 on the 14th in Lagos: a bank transfer with N500 off, by the manager.
        {
          when: '2026-03-14T22:30:00Z',
          userId: manager.userId,
          method: 'bank',
          customer: subscriberB,
          subscriptionId: subscriptionB.id,
          lines: [
            ['revenue', '', -300_000],
            ['discounts', '', 50_000],
            ['bank', '', 250_000],
          ],
        },
        // 00:10 on the 15th in Lagos, the 14th in UTC: the shop pays N2,000 in cash, then takes a voucher batch.
        {
          when: '2026-03-14T23:10:00Z',
          kind: 'sale-point-payment',
          userId: cashier.userId,
          method: 'cash',
          salePointId: shop.id,
          lines: [
            ['cash', '', 200_000],
            ['sale-point', shop.id, -200_000],
          ],
        },
        {
          when: '2026-03-15T09:00:00Z',
          kind: 'voucher-batch',
          userId: manager.userId,
          salePointId: shop.id,
          lines: [
            ['sale-point', shop.id, 150_000],
            ['revenue', '', -150_000],
          ],
        },
      ];
      const ids: string[] = [];
      for (const posting of postings) ids.push(await post(posting));
      saleB = ids[1];
    });
    afterAll(async () => {
      expect(await unbalancedEntries(t.db)).toEqual([]);
      expect(await balanceMismatches(t.db)).toEqual([]);
      await t.close();
    });

    it("sums by RADIUS_TIME_ZONE's days, not UTC's, and by payment method", async () => {
      const byDay = await report('day', 'all', '2026-03-13', '2026-03-15');
      expect(flat(byDay)).toEqual([
        ['2026-03-14', 'All', 7500, 500, 7000, 7000],
        ['2026-03-15', 'All', 1500, 0, 1500, 2000],
      ]);
      expect(byDay.rows[0].label).toBe('14 Mar 2026');
      expect(byDay.total).toEqual({ revenue: 9000, discounts: 500, net: 8500, takings: 9000 });

      expect(flat(await report('day', 'method', '2026-03-14', '2026-03-15'))).toEqual([
        ['2026-03-14', 'Bank transfer', 3000, 500, 2500, 2500],
        ['2026-03-14', 'Cash', 4500, 0, 4500, 4500],
        ['2026-03-15', 'Cash', 0, 0, 0, 2000],
        ['2026-03-15', 'No payment method', 1500, 0, 1500, 0],
      ]);
    });

    it('nets a reversal out on the day it is posted, by week and by month, for each grouping', async () => {
      await t.db.transaction().execute(async (tx) => {
        const spy = jest.spyOn(Date, 'now').mockReturnValue(at('2026-03-16T10:00:00Z'));
        try {
          await reverseEntry(tx, { entryId: saleB, reason: 'Paid twice', idempotencyKey: newId(), userId: cashier.userId });
        } finally {
          spy.mockRestore();
        }
      });
      const weeks = await report('week', 'all', '2026-03-01', '2026-03-31');
      expect(weeks.rows.map((row) => [row.label, row.revenue, row.discounts, row.net, row.takings])).toEqual([
        ['Week of 9 Mar 2026', 9000, 500, 8500, 9000],
        ['Week of 16 Mar 2026', -3000, -500, -2500, -2500],
      ]);
      expect(weeks.total).toEqual({ revenue: 6000, discounts: 0, net: 6000, takings: 6500 });

      // The reversed plan's month nets to nothing: no row at all.
      expect(flat(await report('month', 'plan', '2026-02-01', '2026-04-30'))).toEqual([
        ['2026-03-01', 'Home 10', 4500, 0, 4500, 4500],
        ['2026-03-01', 'No plan (top-ups, sale point payments)', 1500, 0, 1500, 2000],
      ]);
      const locations = await report('month', 'location', '2026-03-01', '2026-03-31');
      expect(locations.groups.map((g) => [g.group.id, g.group.name, g.net, g.takings])).toEqual(
        [
          [subscriberA.locationId, expect.any(String), 4500, 4500],
          [shop.locationId, 'Shop town', 1500, 2000],
        ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
      );
      expect(flat(await report('month', 'sale-point', '2026-03-01', '2026-03-31'))).toEqual([
        ['2026-03-01', 'No sale point (sold directly)', 4500, 0, 4500, 4500],
        ['2026-03-01', shop.name, 1500, 0, 1500, 2000],
      ]);
      // The reversal counts against whoever posted it (the cashier gave the transfer back).
      const staff = await report('month', 'user', '2026-03-01', '2026-03-31');
      expect(Object.fromEntries(staff.groups.map((g) => [g.group.id, [g.revenue, g.discounts, g.net, g.takings]]))).toEqual({
        [cashier.userId]: [1500, -500, 2000, 4000],
        [manager.userId]: [4500, 500, 4000, 2500],
      });
    });

    it('keeps the days a line was posted on until asked to sum them again on a new RADIUS_TIME_ZONE', async () => {
      await writeRadiusClock(t.db, 'UTC');
      try {
        expect(flat(await report('day', 'all', '2026-03-13', '2026-03-13'))).toEqual([]);
        await sumRevenueDaysAgain(t.db);
        expect(flat(await report('day', 'all', '2026-03-13', '2026-03-13'))).toEqual([['2026-03-13', 'All', 4500, 0, 4500, 4500]]);
      } finally {
        await writeRadiusClock(t.db, 'Africa/Lagos');
        await sumRevenueDaysAgain(t.db);
      }
      expect(flat(await report('day', 'all', '2026-03-13', '2026-03-13'))).toEqual([]);
    });

    it('exports the report as CSV and XLSX behind a signed link', async () => {
      const body = { period: 'month', by: 'plan', from: '2026-03-01', to: '2026-03-31' };
      const { url } = await ok(`${MONEY}/revenue/export/link`, { ...body, format: 'csv' });
      const csv = await t.app.inject({ method: 'GET', url });
      expect([csv.statusCode, csv.statusCode === 200 ? '' : csv.body]).toEqual([200, '']);
      expect(csv.headers['content-disposition']).toContain('revenue-plan-by-month-2026-03-01-to-2026-03-31.csv');
      expect(
        csv.body
          .replace(/^\uFEFF/, '')
          .split('\n')
          .slice(0, 2),
      ).toEqual(['Month,First day,Plan,Revenue (NGN),Discounts (NGN),Net (NGN),Takings (NGN)', 'Mar 2026,2026-03-01,Home 10,4500,0,4500,4500']);
      expect(csv.body).toContain('Total 2026-03-01 to 2026-03-31,2026-03-01,,6000,0,6000,6500');
      const xlsx = await t.app.inject({ method: 'GET', url: (await ok(`${MONEY}/revenue/export/link`, { ...body, format: 'xlsx' })).url });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect(fieldErrors(await t.call(`${MONEY}/revenue`, { ...body, to: '2026-02-28' }, admin))).toEqual({ to: 'On or after the first day' });
    });

    it("gives each staff member's cash-up by method; a cashier sees only their own", async () => {
      const day = await ok(`${MONEY}/cash-up`, { day: '2026-03-14' }, manager.token);
      expect(day.staff.map((s: { userId: string; methods: unknown; total: number }) => [s.userId, s.methods, s.total])).toEqual(
        expect.arrayContaining([
          [cashier.userId, [{ method: 'cash', amount: 4500, payments: 1 }], 4500],
          [manager.userId, [{ method: 'bank', amount: 2500, payments: 1 }], 2500],
        ]),
      );
      expect(day.total).toEqual({
        methods: [
          { method: 'cash', amount: 4500, payments: 1 },
          { method: 'bank', amount: 2500, payments: 1 },
        ],
        total: 7000,
        payments: 2,
      });
      // The reversal of the transfer is taken off the cashier who made it, on its own day.
      const reversed = await ok(`${MONEY}/cash-up`, { day: '2026-03-16', userId: cashier.userId }, manager.token);
      expect(reversed.staff).toEqual([
        { userId: cashier.userId, name: 'Test User', methods: [{ method: 'bank', amount: -2500, payments: 0 }], total: -2500, payments: 0 },
      ]);
      const own = await ok(`${MONEY}/cash-up`, { day: '2026-03-14' }, cashier.token);
      expect(own.staff.map((s: { userId: string }) => s.userId)).toEqual([cashier.userId]);
      const refused = await t.call(`${MONEY}/cash-up`, { day: '2026-03-14', userId: manager.userId }, cashier.token);
      expect(refused.status).toBe(403);
    });

    it('refuses reports, exports and the dashboard to those without their permissions', async () => {
      const body = { period: 'day', by: 'all', from: '2026-03-14', to: '2026-03-14' };
      expect((await t.call(`${MONEY}/revenue`, body, cashier.token)).status).toBe(403);
      expect((await t.call(`${MONEY}/revenue/export/link`, body, cashier.token)).status).toBe(403);
      expect((await t.call(`${MONEY}/dashboard`, undefined, cashier.token, 'GET')).status).toBe(403);
      expect((await t.call(`${MONEY}/dashboard/debts`, { list: 'receivables' }, cashier.token)).status).toBe(403);
      const reader = await t.userWith([P.VIEW_REVENUE_REPORTS]);
      expect((await t.call(`${MONEY}/revenue`, body, reader.token)).status).toBe(200);
      expect((await t.call(`${MONEY}/dashboard`, undefined, reader.token, 'GET')).status).toBe(403);
      expect((await t.call(`${MONEY}/cash-up`, {}, reader.token)).status).toBe(403);
    });

    it("shows today's and this month's takings, who owes and twelve months, each card's list", async () => {
      const before = await ok(`${MONEY}/dashboard`, undefined);
      const debtor = await makeSalePoint(t, { name: 'Owing shop' });
      const today: Array<Omit<Posting, 'when'>> = [
        {
          userId: cashier.userId,
          method: 'pos',
          customer: subscriberA,
          lines: [
            ['revenue', '', -120_000],
            ['pos', '', 120_000],
          ],
        },
        // A corporate's sale on account, and a second shop's batch it has not paid for.
        {
          userId: manager.userId,
          method: 'account',
          customer: subscriberB,
          lines: [
            ['revenue', '', -700_000],
            ['subscriber', subscriberB.id, 700_000],
          ],
        },
        {
          kind: 'voucher-batch',
          userId: manager.userId,
          salePointId: debtor.id,
          lines: [
            ['sale-point', debtor.id, 90_000],
            ['revenue', '', -90_000],
          ],
        },
      ];
      for (const posting of today) await post({ ...posting, when: new Date().toISOString() });
      // An invoice of N5,375 (VAT in), N1,000 paid, due on 1 March: overdue.
      await t.db
        .insertInto('invoices')
        .values({
          id: newId(),
          number: 'INV-2026-000001',
          customerId: subscriberB.id,
          customerName: 'Lagoon Ltd',
          issuedAt: at('2026-02-01') / 1000,
          dueDate: at('2026-03-01') / 1000,
          subtotalKobo: 500_000,
          vatRateBp: 750,
          vatKobo: 37_500,
          totalKobo: 537_500,
          paidKobo: 100_000,
          entryId: null,
          creditNote: null,
          userId: manager.userId,
        })
        .execute();
      const after = await ok(`${MONEY}/dashboard`, undefined);
      expect(after.today.takings - before.today.takings).toBe(1200);
      expect(after.today.revenue - before.today.revenue).toBe(1200 + 7000 + 900);
      expect(after.month.takings - before.month.takings).toBe(1200);
      expect(after.chart.months).toHaveLength(12);
      expect(after.chart.months[11]).toBe(after.month.from.slice(0, 7));
      expect(after.chart.takings[11]).toBe(after.month.takings);
      expect(after.invoices).toEqual({ owed: 4375, count: 1, overdue: 1 });
      expect((await ok(`${MONEY}/dashboard/debts`, { list: 'invoices' })).rows).toEqual([
        { id: subscriberB.id, name: 'INV-2026-000001, Lagoon Ltd', owed: 4375, due: '2026-03-01' },
      ]);
      expect(after.receivables).toEqual({ owed: before.receivables.owed + 7000, count: before.receivables.count + 1 });
      expect(after.salePoints.owed - before.salePoints.owed).toBe(900);
      const shops = await ok(`${MONEY}/dashboard/debts`, { list: 'sale-points' });
      expect(shops.rows).toContainEqual({ id: debtor.id, name: 'Owing shop', owed: 900, due: null });
      // The first shop paid N2,000 and took N1,500: it is owed, not owing.
      expect(shops.rows.map((row: { id: string }) => row.id)).not.toContain(shop.id);
      const owing = await ok(`${MONEY}/dashboard/debts`, { list: 'receivables' });
      expect(owing.rows).toContainEqual({ id: subscriberB.id, name: subscriberB.name, owed: 7000, due: null });
    });
  });
}
