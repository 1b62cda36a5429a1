import { z } from 'zod';
import { P } from '../permissions';
import { INVALID, requiredOr, rowId } from './common';

// Revenue reports, cash-up and the Internet dashboard (issue 28, docs/money.md "Revenue, cash-up
// and dashboard"). Days are RADIUS_TIME_ZONE's, the one clock of plans and money.

/** Who reads what. Everyone who takes money sees their own cash-up; 158 sees everyone's. */
export const REVENUE_ACCESS = {
  reports: [P.VIEW_REVENUE_REPORTS],
  cashUp: [P.RECORD_PAYMENTS, P.ADD_CUSTOMER_PLAN, P.MODIFY_CUSTOMER_PLAN, P.VIEW_CASH_UP_OF_OTHERS],
  cashUpOfOthers: [P.VIEW_CASH_UP_OF_OTHERS],
  dashboard: [P.VIEW_INTERNET_DASHBOARD],
} as const satisfies Record<string, readonly number[]>;

export const REVENUE_PERIODS = ['day', 'week', 'month'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const REVENUE_PERIOD_LABELS: Record<RevenuePeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** What the rows are grouped by besides the period; 'all' is the period's total alone. */
export const REVENUE_GROUPINGS = ['all', 'plan', 'location', 'sale-point', 'method', 'user'] as const;
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number];
export const REVENUE_GROUPING_LABELS: Record<RevenueGrouping, string> = {
  all: 'Nothing (totals)',
  plan: 'Plan',
  location: 'Location',
  'sale-point': 'Sale point',
  method: 'Payment method',
  user: 'Staff member',
};

/** The longest report: three years of days. */
export const MAX_REVENUE_DAYS = 1096;
export const REVENUE_RANGE_TOO_LONG = 'At most three years from the first day';
export const REVENUE_TO_BEFORE_FROM = 'On or after the first day';

const day = z
  .string({ error: requiredOr(INVALID) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date: yyyy-mm-dd' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), {
    error: 'A date: yyyy-mm-dd',
  })
  .meta({ description: 'A local day (RADIUS_TIME_ZONE), yyyy-mm-dd' });

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const reportShape = {
  period: z.enum(REVENUE_PERIODS, { error: requiredOr(INVALID) }),
  by: z.enum(REVENUE_GROUPINGS, { error: requiredOr(INVALID) }),
  from: day,
  to: day,
};
function rangeChecked(body: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = daysBetween(body.from, body.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: REVENUE_TO_BEFORE_FROM });
  else if (days >= MAX_REVENUE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: REVENUE_RANGE_TOO_LONG });
}

/** A report: from and to are local days, both included. */
export const revenueReportRequest = z.object(reportShape).superRefine(rangeChecked);
export type RevenueReportRequest = z.input<typeof revenueReportRequest>;

export const REVENUE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type RevenueExportFormat = (typeof REVENUE_EXPORT_FORMATS)[number];
/** The report's download: the same report as a CSV or XLSX file. */
export const revenueExportRequest = z
  .object({ ...reportShape, format: z.enum(REVENUE_EXPORT_FORMATS, { error: INVALID }).default('csv') })
  .superRefine(rangeChecked);

/** A day's cash-up: today when absent; another staff member's only with View everyone's cash-up. */
export const cashUpRequest = z.object({ day: day.optional(), userId: rowId.optional() });

/** The dashboard's lists behind its debt cards. */
export const DEBT_LISTS = ['invoices', 'receivables', 'sale-points'] as const;
export type DebtList = (typeof DEBT_LISTS)[number];
export const debtListRequest = z.object({ list: z.enum(DEBT_LISTS, { error: requiredOr(INVALID) }) });
