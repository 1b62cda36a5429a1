import { sql } from 'kysely';
import { koboToNaira, type DebtList, type DebtListAnswer, type InternetDashboard } from '@console/api/contract';
import type { Db } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { dayText, localDay, readClock } from './revenue-days';
import { monthOf } from './revenue-report';

/** Whose balance accounts a debt list reads: a debit balance is money owed to the ISP. */
const DEBTORS = { receivables: 'subscriber', 'sale-points': 'sale-point' } as const;
type BalanceList = keyof typeof DEBTORS;

/** Invoices still owed: not void, not paid in full (as the invoice list's states read them). */
const openInvoices = (db: Db) => db.selectFrom('invoices').where('creditNote', 'is', null).whereRef('paidKobo', '<', 'totalKobo');

/** What the open invoices still owe, how many, and how many are past their due day (UTC midnight of a local day, as stored). */
async function outstandingInvoices(db: Db, today: number) {
  const row = await openInvoices(db)
    .select([
      sql<number>`coalesce(sum(total_kobo - paid_kobo), 0)`.as('kobo'),
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(case when due_date < ${today * 86_400} then 1 else 0 end), 0)`.as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return { owed: koboToNaira(Number(row.kobo)), count: Number(row.count), overdue: Number(row.overdue) };
}

/** What subscribers on account owe (their balance accounts in debit, invoiced or not yet), or sale points (theirs). */
async function owed(db: Db, list: BalanceList) {
  const row = await db
    .selectFrom('money_accounts')
    .select([sql<number>`coalesce(sum(balance_kobo), 0)`.as('kobo'), sql<number>`count(*)`.as('count')])
    .where('kind', '=', DEBTORS[list])
    .where('balanceKobo', '>', 0)
    .executeTakeFirstOrThrow();
  return { owed: koboToNaira(Number(row.kobo)), count: Number(row.count) };
}

async function daySums(db: Db, from: number, to: number) {
  const row = await db
    .selectFrom('money_revenue_days')
    .select([sql<number>`coalesce(sum(takings_kobo), 0)`.as('takings'), sql<number>`coalesce(sum(revenue_kobo - discounts_kobo), 0)`.as('revenue')])
    .where('dimension', '=', 'all')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return { takings: koboToNaira(Number(row.takings)), revenue: koboToNaira(Number(row.revenue)) };
}

/** The Internet dashboard: today, this month, who owes, and twelve months of takings (RADIUS_TIME_ZONE's days). */
export async function internetDashboard(db: Db): Promise<InternetDashboard> {
  const today = localDay(await readClock(db), nowSeconds());
  const months = [monthOf(today)];
  while (months.length < 12) months.unshift(monthOf(months[0] - 1));
  const byMonth = await db
    .selectFrom('money_revenue_days')
    .select([
      sql<number>`CASE ${sql.join(
        [...months].reverse().map((start) => sql`WHEN day >= ${sql.lit(start)} THEN ${sql.lit(start)}`),
        sql` `,
      )} END`.as('month'),
      sql<number>`sum(takings_kobo)`.as('takings'),
      sql<number>`sum(revenue_kobo - discounts_kobo)`.as('revenue'),
    ])
    .where('dimension', '=', 'all')
    .where('day', '>=', months[0])
    .where('day', '<=', today)
    .groupBy(sql`1`)
    .execute();
  const of = (start: number, key: 'takings' | 'revenue') => koboToNaira(Number(byMonth.find((row) => Number(row.month) === start)?.[key] ?? 0));
  return {
    today: { day: dayText(today), ...(await daySums(db, today, today)) },
    month: { from: dayText(months[11]), to: dayText(today), takings: of(months[11], 'takings'), revenue: of(months[11], 'revenue') },
    invoices: await outstandingInvoices(db, today),
    receivables: await owed(db, 'receivables'),
    salePoints: await owed(db, 'sale-points'),
    chart: {
      months: months.map((start) => dayText(start).slice(0, 7)),
      takings: months.map((start) => of(start, 'takings')),
      revenue: months.map((start) => of(start, 'revenue')),
    },
  };
}

/** Who owes most, first: subscribers on account or sale points, with their names; open invoices the oldest due first. */
export async function debtList(db: Db, list: DebtList): Promise<DebtListAnswer> {
  if (list === 'invoices') {
    const invoices = await openInvoices(db)
      .select(['customerId', 'number', 'customerName', 'dueDate', sql<number>`total_kobo - paid_kobo`.as('kobo')])
      .orderBy('dueDate')
      .orderBy('number')
      .limit(200)
      .execute();
    return {
      list,
      rows: invoices.map((row) => ({
        id: row.customerId,
        name: `${row.number}, ${row.customerName}`,
        owed: koboToNaira(Number(row.kobo)),
        due: dayText(Number(row.dueDate) / 86_400),
      })),
    };
  }
  const owners = list === 'receivables' ? db.selectFrom('customers').select(['id', 'name']) : db.selectFrom('sale_points').select(['id', 'name']);
  const rows = await db
    .selectFrom('money_accounts as a')
    .innerJoin(owners.as('o'), 'o.id', 'a.ownerId')
    .select(['o.id', 'o.name', 'a.balanceKobo'])
    .where('a.kind', '=', DEBTORS[list])
    .where('a.balanceKobo', '>', 0)
    .orderBy('a.balanceKobo', 'desc')
    .orderBy('o.name')
    .limit(200)
    .execute();
  return { list, rows: rows.map((row) => ({ id: row.id, name: row.name, owed: koboToNaira(Number(row.balanceKobo)), due: null })) };
}
