import { z } from 'zod';
import { customerUsageAnswer, nasUsageAnswer } from '../../answers/usage';
import { INVALID, idRequest } from '../../schemas/common';
import { EXPORT_FORMATS } from '../../schemas/hr';
import { SESSION_ACCESS } from '../../schemas/sessions';
import { XLSX_TYPE } from '../hr/employee-file-calls';
import { defineCall } from '../define-call';
import { signedDownloadCalls } from '../signed-download-calls';

const access = { anyOf: SESSION_ACCESS.usage };

/** A usage file: the same days as the chart, as CSV or XLSX. */
export const usageExportRequest = idRequest.extend({ format: z.enum(EXPORT_FORMATS, { error: INVALID }).default('csv') });

/** Usage per day from FreeRADIUS's accounting (issue 29): a subscriber's over its plan's period, a NAS's over 30 days. */
export const usageCalls = {
  ofCustomer: defineCall({
    path: '/services/internet/customer/usage',
    access,
    summary: "Customer: download and upload per day (RADIUS_TIME_ZONE) over its plan's period, with the plan's quota",
    reads: true,
    message: 'OK',
    body: idRequest,
    answer: customerUsageAnswer,
  }),
  customerExport: signedDownloadCalls({
    path: '/services/internet/customer/usage/export',
    access,
    body: usageExportRequest,
    summary: 'Customer: its usage per day as a CSV or XLSX download (signed link)',
    linkSummary: 'Customer: a signed download link for its usage per day',
    produces: ['text/csv', XLSX_TYPE],
  }),
  ofNas: defineCall({
    path: '/services/internet/nas/usage',
    access,
    summary: 'NAS: sessions started, logins online and bytes per day (RADIUS_TIME_ZONE) over the last 30 days',
    reads: true,
    message: 'OK',
    body: idRequest,
    answer: nasUsageAnswer,
  }),
  nasExport: signedDownloadCalls({
    path: '/services/internet/nas/usage/export',
    access,
    body: usageExportRequest,
    summary: 'NAS: its usage per day over 30 days as a CSV or XLSX download (signed link)',
    linkSummary: 'NAS: a signed download link for its usage per day',
    produces: ['text/csv', XLSX_TYPE],
  }),
};
