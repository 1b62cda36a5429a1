import { one, page } from '../../answers/common';
import { invoiceAnswer, invoicePaymentAnswer, invoiceSummaryAnswer, uninvoicedAnswer } from '../../answers/invoices';
import {
  INVOICE_ACCESS,
  creditNoteRequest,
  invoiceCreateRequest,
  invoiceListRequest,
  invoicePaymentRequest,
  invoiceRequest,
  uninvoicedRequest,
} from '../../schemas/invoices';
import { defineCall } from '../define-call';
import { signedDownloadCalls } from '../signed-download-calls';

const pdfCalls = signedDownloadCalls({
  path: '/services/money/invoice/pdf',
  access: { anyOf: INVOICE_ACCESS.view },
  body: invoiceRequest,
  summary: 'Invoices: the invoice as a PDF (signed link)',
  linkSummary: "Invoices: a signed link to an invoice's PDF",
  produces: ['application/pdf'],
});

/** Corporate invoices (docs/money.md "Invoices"): issued, listed, read, paid, voided by a credit note, as a PDF. */
export const invoiceCalls = {
  uninvoiced: defineCall({
    path: '/services/money/invoice/uninvoiced',
    access: { anyOf: INVOICE_ACCESS.manage },
    summary: "Invoices: a corporate subscriber's on-account charges not invoiced yet, with the VAT an invoice would add",
    reads: true,
    message: 'OK',
    body: uninvoicedRequest,
    answer: uninvoicedAnswer,
  }),
  create: defineCall({
    path: '/services/money/invoice/create',
    access: { anyOf: INVOICE_ACCESS.manage },
    summary:
      "Invoices: invoice a corporate subscriber's on-account charges not invoiced yet (numbered INV-<year>-<n>, VAT added; idempotent by its key)",
    reads: false,
    message: 'Invoice issued',
    body: invoiceCreateRequest,
    answer: one('invoice', invoiceAnswer),
  }),
  list: defineCall({
    path: '/services/money/invoices',
    access: { anyOf: INVOICE_ACCESS.view },
    summary: 'Invoices: newest first, filtered by state, subscriber and issue dates',
    reads: true,
    message: 'OK',
    body: invoiceListRequest,
    answer: page('invoices', invoiceSummaryAnswer),
  }),
  read: defineCall({
    path: '/services/money/invoice',
    access: { anyOf: INVOICE_ACCESS.view },
    summary: 'Invoices: one invoice with its lines, VAT, payments and credit note',
    reads: true,
    message: 'OK',
    body: invoiceRequest,
    answer: one('invoice', invoiceAnswer),
  }),
  pay: defineCall({
    path: '/services/money/invoice/payment',
    access: { anyOf: INVOICE_ACCESS.manage },
    summary: "Invoices: a corporate subscriber's payment, allocated to the invoices chosen or oldest first (idempotent by its key)",
    reads: false,
    message: 'Payment recorded',
    body: invoicePaymentRequest,
    answer: one('payment', invoicePaymentAnswer),
  }),
  creditNote: defineCall({
    path: '/services/money/invoice/credit-note',
    access: { anyOf: INVOICE_ACCESS.creditNote },
    summary: 'Invoices: void an unpaid invoice by a credit note for its whole amount (numbered CRN-<year>-<n>; idempotent by its key)',
    reads: false,
    message: 'Credit note issued',
    body: creditNoteRequest,
    answer: one('invoice', invoiceAnswer),
  }),
  pdf: pdfCalls,
};
