import { z } from 'zod';
import { answerId, epochSeconds, named } from './common';
import { INVOICE_STATES } from '../schemas/invoices';
import { TENDER_METHODS } from '../schemas/payments';

// Corporate invoices and credit notes (docs/money.md "Invoices"). Amounts are naira.

const naira = (description: string) => z.number().meta({ description });

/** An invoice as its list shows it. */
export const invoiceSummaryAnswer = z.object({
  id: answerId,
  number: z.string().meta({ description: 'INV-2026-000045' }),
  customer: named,
  issuedAt: epochSeconds,
  dueDate: z.string().meta({ description: 'yyyy-MM-dd' }),
  subtotal: naira('The charges billed, before VAT'),
  vatRate: z.number().meta({ description: 'Percent, e.g. 7.5' }),
  vat: naira('VAT on the subtotal'),
  total: naira('Subtotal plus VAT'),
  paid: naira('Payments allocated to it'),
  outstanding: naira('Still owed (0 when paid or void)'),
  state: z.enum(INVOICE_STATES),
  creditNote: z.string().nullable().meta({ description: 'The number of the credit note that voided it' }),
});
export type InvoiceSummary = z.output<typeof invoiceSummaryAnswer>;

export const invoiceLineAnswer = z.object({ entryId: answerId, at: epochSeconds, description: z.string(), amount: naira('The charge') });
export const invoicePaymentLine = z.object({
  entryId: answerId,
  at: epochSeconds,
  method: z.enum(TENDER_METHODS),
  reference: z.string(),
  amount: naira('Allocated to this invoice'),
});

/** One invoice whole: who issued it to whom, its lines, VAT, payments and credit note. */
export const invoiceAnswer = invoiceSummaryAnswer.extend({
  seller: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  lines: z.array(invoiceLineAnswer),
  payments: z.array(invoicePaymentLine),
  creditNoteDetail: z
    .object({ number: z.string(), issuedAt: epochSeconds, reason: z.string(), amount: naira('Credited'), by: z.string() })
    .nullable(),
  by: z.string().meta({ description: 'Who issued it' }),
});
export type Invoice = z.output<typeof invoiceAnswer>;

/** What an invoice for the subscriber would bill now. */
export const uninvoicedAnswer = z.object({
  lines: z.array(invoiceLineAnswer),
  subtotal: naira('The charges'),
  vatRate: z.number(),
  vat: naira('VAT on them'),
  total: naira('Subtotal plus VAT'),
  outstanding: naira("Owed on the subscriber's open invoices"),
});
export type Uninvoiced = z.output<typeof uninvoicedAnswer>;

export const invoicePaymentAnswer = z.object({
  entryId: answerId,
  amount: naira('Paid'),
  allocations: z.array(z.object({ invoiceId: answerId, number: z.string(), amount: naira('Allocated') })),
});
