import { sql } from 'kysely';
import {
  PAYMENT_METHOD_LABELS,
  koboToNaira,
  type PaymentMethod,
  type RevenueAmounts,
  type RevenueGrouping,
  type RevenuePeriod,
  type RevenueReport,
} from '@console/api/contract';
import type { Db } from '../db/schema';
import { dayOfText, dayText } from './revenue-days';
import { AUTO_RENEWAL_NAME, userNames } from './user-names';

export interface RevenueQuery {
  period: RevenuePeriod;
  by: RevenueGrouping;
  /** Local days, both included. */
  from: string;
  to: string;
}

interface Kobo {
  revenue: number;
  discounts: number;
  takings: number;
}

/** One collator for every sort: String.localeCompare makes one per call (most of a year's report's time). */
const NAMES = new Intl.Collator('en');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The Monday of the ISO week of a local day (day 0, 1970-01-01, was a Thursday). */
export const mondayOf = (day: number): number => day - ((day + 3) % 7);

/** The first day of the month `day` falls in. */
export function monthOf(day: number): number {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 86_400_000;
}

/**
 * The period's first day, as the SQL groups a day (a month's starts listed: a CASE of at most 37,
 * the server's own whole numbers written in).
 */
function periodStartSql(period: RevenuePeriod, first: number, last: number) {
  if (period === 'day') return sql<number>`day`;
  if (period === 'week') return sql<number>`day - ((day + 3) % 7)`;
  const starts: number[] = [];
  for (let month = monthOf(last); month > monthOf(first); month = monthOf(month - 1)) starts.push(month);
  if (starts.length === 0) return sql<number>`${sql.lit(monthOf(first))}`;
  return sql<number>`CASE ${sql.join(
    starts.map((start) => sql`WHEN day >= ${sql.lit(start)} THEN ${sql.lit(start)}`),
    sql` `,
  )} ELSE ${sql.lit(monthOf(first))} END`;
}

/** '26 Nov 2026', 'Week of 23 Nov 2026', 'Nov 2026'. */
export function periodLabel(period: RevenuePeriod, start: number): string {
  const [year, month, date] = dayText(start).split('-').map(Number);
  if (period === 'month') return `${MONTHS[month - 1]} ${year}`;
  const text = `${date} ${MONTHS[month - 1]} ${year}`;
  return period === 'week' ? `Week of ${text}` : text;
}

/** A naira answer of kobo sums; net is revenue less discounts. */
export const amountsOf = (kobo: Kobo): RevenueAmounts => ({
  revenue: koboToNaira(kobo.revenue),
  discounts: koboToNaira(kobo.discounts),
  net: koboToNaira(kobo.revenue - kobo.discounts),
  takings: koboToNaira(kobo.takings),
});

const NO_GROUP: Record<RevenueGrouping, string> = {
  all: 'All',
  plan: 'No plan (top-ups, sale point payments)',
  location: 'No location',
  'sale-point': 'No sale point (sold directly)',
  method: 'No payment method',
  user: AUTO_RENEWAL_NAME,
};

/** Each group id's name: a plan's, location's, sale point's, user's, or the method's label. */
async function groupNames(db: Db, by: RevenueGrouping, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>([['', NO_GROUP[by]]]);
  const wanted = ids.filter((id) => id !== '');
  if (wanted.length === 0) return names;
  if (by === 'method') {
    for (const id of wanted) names.set(id, PAYMENT_METHOD_LABELS[id as PaymentMethod] ?? id);
  } else if (by === 'user') {
    for (const [id, name] of await userNames(db, wanted)) if (id) names.set(id, name);
  } else if (by !== 'all') {
    const table = ({ plan: 'plans', location: 'locations', 'sale-point': 'sale_points' } as const)[by];
    for (const row of await db.selectFrom(table).select(['id', 'name']).where('id', 'in', wanted).execute()) names.set(row.id, row.name);
  }
  return names;
}

/**
 * Revenue by period and group from the sums by local day (migration 0022): periods are days, ISO
 * weeks (Monday first) or calendar months of RADIUS_TIME_ZONE; a week or month cut by the range
 * counts only its days within it. Reversals count on the day they were posted, as negative lines.
 */
export async function revenueReport(db: Db, query: RevenueQuery): Promise<RevenueReport> {
  const first = dayOfText(query.from);
  const last = dayOfText(query.to);
  const start = periodStartSql(query.period, first, last);
  const sums = await db
    .selectFrom('money_revenue_days')
    .select([
      start.as('start'),
      'value',
      sql<number>`sum(revenue_kobo)`.as('revenue'),
      sql<number>`sum(discounts_kobo)`.as('discounts'),
      sql<number>`sum(takings_kobo)`.as('takings'),
    ])
    .where('dimension', '=', query.by)
    .where('day', '>=', first)
    .where('day', '<=', last)
    // By position: both databases read a constant in GROUP BY as one (a range within one month).
    .groupBy([sql`1`, sql`2`])
    .execute();
  const rows = sums
    .map((row) => ({
      start: Number(row.start),
      id: row.value,
      kobo: { revenue: Number(row.revenue), discounts: Number(row.discounts), takings: Number(row.takings) },
    }))
    .filter(({ kobo }) => kobo.revenue !== 0 || kobo.discounts !== 0 || kobo.takings !== 0);
  const names = await groupNames(db, query.by, [...new Set(rows.map((row) => row.id))]);
  const group = (id: string) => ({ id, name: names.get(id) ?? id });

  const byGroup = new Map<string, Kobo>();
  const total: Kobo = { revenue: 0, discounts: 0, takings: 0 };
  for (const { id, kobo } of rows) {
    const sum = byGroup.get(id) ?? { revenue: 0, discounts: 0, takings: 0 };
    for (const key of ['revenue', 'discounts', 'takings'] as const) {
      sum[key] += kobo[key];
      total[key] += kobo[key];
    }
    byGroup.set(id, sum);
  }
  const byName = (a: { group: { name: string } }, b: { group: { name: string } }) => NAMES.compare(a.group.name, b.group.name);
  return {
    period: query.period,
    by: query.by,
    from: query.from,
    to: query.to,
    rows: rows
      .map((row) => ({ start: dayText(row.start), label: periodLabel(query.period, row.start), group: group(row.id), ...amountsOf(row.kobo) }))
      .sort((a, b) => (a.start === b.start ? byName(a, b) : a.start < b.start ? -1 : 1)),
    groups: [...byGroup].map(([id, kobo]) => ({ group: group(id), ...amountsOf(kobo) })).sort(byName),
    total: amountsOf(total),
  };
}
