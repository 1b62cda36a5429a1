import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  REVENUE_ACCESS,
  REVENUE_EXPORT_FORMATS,
  REVENUE_GROUPINGS,
  REVENUE_GROUPING_LABELS,
  REVENUE_PERIOD_LABELS,
  REVENUE_PERIODS,
  XLSX_TYPE,
  hasAnyPermission,
  revenueCalls,
  type RevenueAmounts,
  type RevenueReport,
} from '@console/api/contract';
import { forbidden } from '../http/api-error';
import { sendCsv, sendDownload } from '../http/csv-answer';
import { defineRoute } from '../http/define-route';
import { defineSignedDownload } from '../http/signed-download';
import { tableWorkbook } from '../http/xlsx-answer';
import { cashUp } from './cash-up';
import { debtList, internetDashboard } from './internet-dashboard';
import { revenueReport } from './revenue-report';

/** The download's signed parameters: the grouping is `group` there, since `by` names the link's signer. */
const downloadParams = z.object({
  format: z.enum(REVENUE_EXPORT_FORMATS),
  period: z.enum(REVENUE_PERIODS),
  group: z.enum(REVENUE_GROUPINGS),
  from: z.string(),
  to: z.string(),
});

/** The report's table as the CSV and the workbook write it: a row per period and group, then each group's total and the total. */
function reportTable(report: RevenueReport) {
  const grouped = report.by !== 'all';
  const header = [
    REVENUE_PERIOD_LABELS[report.period],
    'First day',
    ...(grouped ? [REVENUE_GROUPING_LABELS[report.by]] : []),
    'Revenue (NGN)',
    'Discounts (NGN)',
    'Net (NGN)',
    'Takings (NGN)',
  ];
  const money = (a: RevenueAmounts) => [a.revenue, a.discounts, a.net, a.takings];
  const rows: Array<Array<string | number>> = [
    ...report.rows.map((row) => [row.label, row.start, ...(grouped ? [row.group.name] : []), ...money(row)]),
    ...(grouped ? report.groups.map((row) => [`${report.from} to ${report.to}`, report.from, row.group.name, ...money(row)]) : []),
    [`Total ${report.from} to ${report.to}`, report.from, ...(grouped ? [''] : []), ...money(report.total)],
  ];
  return { header, rows };
}

function workbookOf(report: RevenueReport): Promise<Readable> {
  const table = reportTable(report);
  const money = table.header.length - 4;
  return tableWorkbook('Revenue', table, (i) => (i < money ? { width: 24 } : { width: 16, numFmt: '#,##0.00' }));
}

/** Revenue reports and their files, the cash-up and the Internet dashboard (docs/money.md). */
export async function revenueRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, revenueCalls.report, ({ body, deps }) => revenueReport(deps.db, body));

  defineSignedDownload(app, {
    calls: revenueCalls.export,
    sign: ({ body }) => ({ format: body.format, period: body.period, group: body.by, from: body.from, to: body.to }),
    params: downloadParams,
    refusal: 'This download link is invalid or has expired. Export the report again.',
    async send({ params, reply, deps }) {
      const report = await revenueReport(deps.db, { ...params, by: params.group });
      const filename = `revenue-${params.group}-by-${params.period}-${params.from}-to-${params.to}`;
      if (params.format === 'xlsx') return sendDownload(reply, `${filename}.xlsx`, await workbookOf(report), XLSX_TYPE);
      return sendCsv(reply, { filename: `${filename}.csv`, ...reportTable(report) });
    },
  });

  defineRoute(app, revenueCalls.cashUp, ({ body, deps, user }) => {
    const everyone = hasAnyPermission(user.permissionIds, REVENUE_ACCESS.cashUpOfOthers);
    if (body.userId && body.userId !== user.id && !everyone) throw forbidden("You may see your own cash-up only, not another staff member's.");
    return cashUp(deps.db, { day: body.day, userId: everyone ? body.userId : user.id });
  });

  defineRoute(app, revenueCalls.dashboard, ({ deps }) => internetDashboard(deps.db));
  defineRoute(app, revenueCalls.debts, ({ body, deps }) => debtList(deps.db, body.list));
}
