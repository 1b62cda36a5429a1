import { z } from 'zod';
import { DEBT_LISTS, REVENUE_GROUPINGS, REVENUE_PERIODS } from '../schemas/revenue';
import { TENDER_METHODS } from '../schemas/payments';

// What the revenue, cash-up and dashboard calls answer (docs/money.md). Amounts are naira (kobo / 100).

const naira = (description: string) => z.number().meta({ description });
const localDay = z.string().meta({ description: 'A local day (RADIUS_TIME_ZONE), yyyy-mm-dd' });

/** A period's or a group's money: reversals are netted out on the day they were posted. */
const amounts = {
  revenue: naira("Plans' prices sold (credited to revenue)"),
  discounts: naira('Discounts given off them'),
  net: naira('Revenue less discounts'),
  takings: naira('Money taken in: cash, bank transfers, card and POS (top-ups too)'),
};
export const revenueAmountsAnswer = z.object(amounts);
export type RevenueAmounts = z.output<typeof revenueAmountsAnswer>;

const group = z.object({
  id: z.string().meta({ description: "The plan's, location's, sale point's or user's id, the method; '' for none" }),
  name: z.string(),
});

export const revenueReportAnswer = z.object({
  period: z.enum(REVENUE_PERIODS),
  by: z.enum(REVENUE_GROUPINGS),
  from: localDay,
  to: localDay,
  /** A row per period and group that moved money, by period then group name. */
  rows: z.array(z.object({ start: localDay, label: z.string(), group, ...amounts })),
  /** Each group over the whole range. */
  groups: z.array(z.object({ group, ...amounts })),
  total: revenueAmountsAnswer,
});
export type RevenueReport = z.output<typeof revenueReportAnswer>;

const methodTaken = z.object({
  method: z.enum(TENDER_METHODS),
  amount: naira('Net of reversals'),
  payments: z.number().int().meta({ description: 'Payments recorded (reversals not counted)' }),
});
const taken = { methods: z.array(methodTaken), total: naira('All methods'), payments: z.number().int() };

export const cashUpAnswer = z.object({
  day: localDay,
  /** Every staff member who took money that day (or only the one asked for). */
  staff: z.array(z.object({ userId: z.string(), name: z.string(), ...taken })),
  total: z.object(taken),
});
export type CashUp = z.output<typeof cashUpAnswer>;

const owed = z.object({ owed: naira('Naira owed'), count: z.number().int().meta({ description: 'How many owe' }) });

export const internetDashboardAnswer = z.object({
  today: z.object({ day: localDay, takings: naira('Taken today'), revenue: naira('Sold today, net of discounts') }),
  month: z.object({ from: localDay, to: localDay, takings: naira('Taken this month'), revenue: naira('Sold this month, net of discounts') }),
  /** Invoices neither paid in full nor void; `overdue`: of them, those past their due day. */
  invoices: owed.extend({ overdue: z.number().int() }),
  /** Subscribers on account who owe (their balance accounts in debit): invoiced or not yet. */
  receivables: owed,
  salePoints: owed,
  /** The last twelve months, oldest first, this one last. */
  chart: z.object({ months: z.array(z.string()), takings: z.array(z.number()), revenue: z.array(z.number()) }),
});
export type InternetDashboard = z.output<typeof internetDashboardAnswer>;

export const debtListAnswer = z.object({
  list: z.enum(DEBT_LISTS),
  /** Who owes most first (invoices: the oldest due first); the first 200. */
  rows: z.array(
    z.object({
      id: z.string().meta({ description: "The subscriber's or sale point's id" }),
      name: z.string(),
      owed: naira('Naira owed'),
      due: z.string().nullable().meta({ description: "An invoice's due day, yyyy-mm-dd; none for a balance" }),
    }),
  ),
});
export type DebtListAnswer = z.output<typeof debtListAnswer>;
