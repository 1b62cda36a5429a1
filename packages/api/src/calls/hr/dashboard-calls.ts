import { one, page } from '../../answers/common';
import { dashboardFiguresAnswer, dashboardPersonAnswer } from '../../answers/hr';
import { P } from '../../permissions';
import { dashboardExportRequest, dashboardListRequest } from '../../schemas/hr';
import { defineCall } from '../define-call';
import { signedDownloadCalls } from '../signed-download-calls';

const viewFigures = { anyOf: [P.VIEW_DASHBOARD_FIGURES] };

const exportCalls = signedDownloadCalls({
  path: '/dashboard/export',
  access: viewFigures,
  body: dashboardExportRequest,
  summary: "Dashboard: the CSV of a card's list (signed link)",
  linkSummary: "Dashboard: a signed CSV download link of a card's list",
});

/**
 * The HR dashboard: its cards and chart, the people behind a card's figure, and their CSV. The
 * export holds what the list shows (name, staff id, department, day, reason), so the right to see
 * the figures is the right to take them away.
 */
export const dashboardCalls = {
  figures: defineCall({
    path: '/dashboard/figures',
    access: viewFigures,
    summary: 'Dashboard cards and chart',
    reads: true,
    message: 'OK',
    answer: one('figures', dashboardFiguresAnswer),
  }),
  list: defineCall({
    path: '/dashboard/list',
    access: viewFigures,
    summary: "Dashboard: the people behind a card's figure (new-employees, due-for-retirement, last-quarter), with the day and reason",
    reads: true,
    message: 'OK',
    body: dashboardListRequest,
    answer: page('people', dashboardPersonAnswer),
  }),
  /** `link` answers a link to `download`, the CSV of a card's list. */
  export: exportCalls,
};
