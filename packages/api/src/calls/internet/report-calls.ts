import { payerReportAnswer, statementAnswer } from '../../answers/vouchers';
import { CUSTOMER_ACCESS } from '../../schemas/customers-access';
import { statementRequest } from '../../schemas/vouchers';
import { defineCall } from '../define-call';
import { signedDownloadCalls } from '../signed-download-calls';

const statementAccess = { anyOf: CUSTOMER_ACCESS.salePointStatement };

/** What a sale point owes for a period, on screen and as a CSV. */
export const statementCalls = {
  read: defineCall({
    path: '/services/internet/voucher/statement',
    access: statementAccess,
    summary: 'Sale point statement: vouchers issued, activated and revoked in a period, and the amount owed',
    reads: true,
    message: 'OK',
    body: statementRequest,
    answer: statementAnswer,
  }),
  export: signedDownloadCalls({
    path: '/services/internet/voucher/statement/export',
    access: statementAccess,
    body: statementRequest,
    summary: 'Sale point statement: the CSV (signed link)',
    linkSummary: 'Sale point statement: a signed CSV download link',
  }),
};

/** The dashboard's payer report (shown by HR's dashboard; sales and vouchers change it). */
export const payerReportCall = defineCall({
  method: 'GET',
  path: '/payer/report',
  access: { anyOf: CUSTOMER_ACCESS.payerReport },
  summary: 'Payer report: paying individuals and corporates this quarter, and the increase over the previous quarter in percent',
  reads: true,
  message: 'OK',
  answer: payerReportAnswer,
});
