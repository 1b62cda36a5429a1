import { z } from 'zod';
import { P } from '../permissions';
import { calendarDate } from './calendar-date';
import { INVALID, rowId, text } from './common';
import { nairaInKobo } from './money';
import { idempotencyKey } from './payments';
import { moment, referenceGiven, tenderFields } from './tender';

// Corporate invoices and credit notes (issue 28, docs/money.md "Invoices"). Amounts arrive as naira
// text and leave the schema as kobo.

/** issued: nothing paid, not yet due; part-paid; paid; overdue: past its due date and not paid in full; void: a credit note cancelled it. */
export const INVOICE_STATES = ['issued', 'part-paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  issued: 'Issued',
  'part-paid': 'Part-paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

export const INVOICE_ACCESS = {
  view: [P.MANAGE_INVOICES, P.ISSUE_CREDIT_NOTES, P.VIEW_PAYMENTS],
  manage: [P.MANAGE_INVOICES],
  creditNote: [P.ISSUE_CREDIT_NOTES],
} as const satisfies Record<string, readonly number[]>;

export const MAX_INVOICE_PAYMENT_NAIRA = 1_000_000_000;

/** Invoice a corporate subscriber's on-account charges not invoiced yet; due on `dueDate` (by default the settings' days after today). */
export const invoiceCreateRequest = z.object({
  customerId: rowId,
  dueDate: z.union([z.literal(''), calendarDate]).optional(),
  idempotencyKey,
});
export type InvoiceCreateRequest = z.input<typeof invoiceCreateRequest>;

export const invoiceListRequest = z.object({
  offset: z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).default(0),
  limit: z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }).max(100, { error: INVALID }).default(25),
  state: z.enum(INVOICE_STATES, { error: INVALID }).optional(),
  customerId: rowId.optional(),
  /** Issued at or after (epoch seconds). */
  from: moment.optional(),
  /** Issued before (epoch seconds). */
  to: moment.optional(),
});
export type InvoiceListRequest = z.input<typeof invoiceListRequest>;

export const invoiceRequest = z.object({ id: rowId });
export const uninvoicedRequest = z.object({ customerId: rowId });

const allocation = z.object({ invoiceId: rowId, amount: nairaInKobo(0.01, MAX_INVOICE_PAYMENT_NAIRA) }, { error: INVALID });

/**
 * A corporate subscriber's payment: allocated to the invoices chosen (each amount at most what the
 * invoice still owes, together the payment), or without them to the open invoices oldest first.
 */
export const invoicePaymentRequest = z
  .object({
    customerId: rowId,
    amount: nairaInKobo(0.01, MAX_INVOICE_PAYMENT_NAIRA),
    ...tenderFields,
    allocations: z.array(allocation, { error: INVALID }).max(100, { error: INVALID }).optional(),
  })
  .superRefine((body, ctx) => {
    referenceGiven(body, ctx);
    if (body.allocations?.length && body.allocations.reduce((sum, one) => sum + one.amount, 0) !== body.amount) {
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: 'The amounts given to the invoices must add up to the payment' });
    }
  });
export type InvoicePaymentRequest = z.input<typeof invoicePaymentRequest>;

/** Void an invoice by a credit note for its whole amount, with a reason. */
export const creditNoteRequest = z.object({ invoiceId: rowId, reason: text(2, 200), idempotencyKey });
export type CreditNoteRequest = z.input<typeof creditNoteRequest>;
