import { z } from 'zod';
import { answerId, epochSeconds } from './common';
import { PAYMENT_METHODS } from '../schemas/payments';

// What the money calls answer (docs/money.md). Amounts are naira (kobo / 100), as every answer's.

const naira = (description: string) => z.number().meta({ description });

/** What a plan sale, renewal or change, or a top-up, recorded. */
export const paymentAnswer = z.object({
  entryId: answerId,
  method: z.enum(PAYMENT_METHODS),
  amount: naira('Naira paid: the price less the discount'),
  discount: naira('Naira given off the price'),
  receipt: z.string().nullable().meta({ description: "The receipt's number; none for a sale on account (invoiced)" }),
});
export type PaymentAnswer = z.output<typeof paymentAnswer>;

// A corporate subscriber's account also carries its invoices' VAT, their payments and credit notes (invoices.ts).
export const ENTRY_KINDS = ['sale', 'top-up', 'reversal', 'plan-credit', 'invoice', 'invoice-payment', 'credit-note'] as const;

/** One of a subscriber's payments: sales (any method), top-ups and their reversals, newest first. */
export const customerPaymentAnswer = z.object({
  entryId: answerId,
  at: epochSeconds,
  kind: z.enum(ENTRY_KINDS),
  description: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string(),
  amount: naira('Naira paid (negative for a reversal)'),
  receipt: z.string().nullable(),
  /** The reversal of this payment, when it was reversed. */
  reversedBy: answerId.nullable(),
  reason: z.string(),
  by: z.string().meta({ description: 'Who recorded it' }),
});
export type CustomerPayment = z.output<typeof customerPaymentAnswer>;

/** A movement of a subscriber's balance: money in (a top-up) is positive, money out (a purchase) negative. */
export const statementLineAnswer = z.object({
  entryId: answerId,
  at: epochSeconds,
  kind: z.enum(ENTRY_KINDS),
  description: z.string(),
  amount: naira('Into the balance positive, out of it negative'),
  balance: naira('The balance after this movement'),
  receipt: z.string().nullable(),
});
export type BalanceStatementLine = z.output<typeof statementLineAnswer>;

export const balanceStatementAnswer = z.object({
  opening: naira('The balance before the first movement shown'),
  closing: naira('The balance after the last movement shown'),
  lines: z.array(statementLineAnswer),
});
export type BalanceStatement = z.output<typeof balanceStatementAnswer>;

/** A receipt as issued (kept as it was), with its reversal when it was reversed since. */
export const receiptAnswer = z.object({
  number: z.string(),
  issued: epochSeconds,
  isp: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  customer: z.object({ id: answerId, name: z.string(), username: z.string() }),
  description: z.string(),
  price: naira('The price before the discount'),
  discount: naira('Given off the price'),
  discountReason: z.string(),
  total: naira('Paid'),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  cashier: z.string(),
  balanceAfter: naira("The subscriber's balance after it").nullable(),
  reversed: z.object({ at: epochSeconds, reason: z.string(), by: z.string() }).nullable(),
});
export type Receipt = z.output<typeof receiptAnswer>;
