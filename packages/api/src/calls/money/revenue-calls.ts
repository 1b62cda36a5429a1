import { cashUpAnswer, debtListAnswer, internetDashboardAnswer, revenueReportAnswer } from '../../answers/revenue';
import { REVENUE_ACCESS, cashUpRequest, debtListRequest, revenueExportRequest, revenueReportRequest } from '../../schemas/revenue';
import { defineCall } from '../define-call';
import { XLSX_TYPE } from '../hr/employee-file-calls';
import { signedDownloadCalls } from '../signed-download-calls';

const rule = (ids: readonly number[]) => ({ anyOf: ids });

/** Revenue by period and grouping, its CSV and XLSX, the cash-up and the Internet dashboard (docs/money.md). */
export const revenueCalls = {
  report: defineCall({
    path: '/services/money/revenue',
    access: rule(REVENUE_ACCESS.reports),
    summary: 'Revenue: sums by day, week or month (RADIUS_TIME_ZONE), grouped by plan, location, sale point, payment method or staff member',
    reads: true,
    message: 'OK',
    body: revenueReportRequest,
    answer: revenueReportAnswer,
  }),
  export: signedDownloadCalls({
    path: '/services/money/revenue/export',
    access: rule(REVENUE_ACCESS.reports),
    body: revenueExportRequest,
    summary: 'Revenue: the report as a CSV or XLSX download (signed link)',
    linkSummary: 'Revenue: a signed download link for the report',
    produces: ['text/csv', XLSX_TYPE],
  }),
  cashUp: defineCall({
    path: '/services/money/cash-up',
    access: rule(REVENUE_ACCESS.cashUp),
    summary: "Cash-up: what each staff member took on a day by method (one's own only without View everyone's cash-up)",
    reads: true,
    message: 'OK',
    body: cashUpRequest,
    answer: cashUpAnswer,
  }),
  dashboard: defineCall({
    method: 'GET',
    path: '/services/money/dashboard',
    access: rule(REVENUE_ACCESS.dashboard),
    summary: "Internet dashboard: today's and this month's takings, what subscribers on account and sale points owe, twelve months of takings",
    reads: true,
    message: 'OK',
    answer: internetDashboardAnswer,
  }),
  debts: defineCall({
    path: '/services/money/dashboard/debts',
    access: rule(REVENUE_ACCESS.dashboard),
    summary: 'Internet dashboard: who owes, most first (subscribers on account, or sale points)',
    reads: true,
    message: 'OK',
    body: debtListRequest,
    answer: debtListAnswer,
  }),
};
