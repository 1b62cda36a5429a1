import { z } from 'zod';
import { INVALID, atMostCharacters, requiredOr, rowId, text } from './common';
import { nairaInKobo } from './money';

// Payments of subscribers (issue 28, docs/money.md): how a plan was paid, balance top-ups, the
// balance's statement, receipts and reversals. Amounts arrive as naira text and leave the schema as kobo.

/** How money came in. 'balance' draws on the subscriber's balance; 'account' is owed (corporates, invoiced later). */
export const PAYMENT_METHODS = ['cash', 'bank', 'card', 'pos', 'balance', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods that bring money in from outside: a top-up is paid by one of these. */
export const TENDER_METHODS = ['cash', 'bank', 'card', 'pos'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank: 'Bank transfer',
  card: 'Card',
  pos: 'POS',
  balance: "Subscriber's balance",
  account: 'On account (invoiced)',
};

/** The methods whose money a reference proves: the transfer's or the slip's, required. */
const NEEDS_REFERENCE: readonly PaymentMethod[] = ['bank', 'card', 'pos'];
export const REFERENCE_REQUIRED: Record<string, string> = {
  bank: "Enter the bank transfer's reference",
  card: "Enter the card slip's reference",
  pos: "Enter the POS slip's reference",
};
export const DISCOUNT_REASON_REQUIRED = 'Say why the discount is given';

/** 150000 → 'N1,500.00', for the server's messages (the screens use @console/ui's formatNaira). */
export const nairaText = (kobo: number): string =>
  `${kobo < 0 ? '-' : ''}N${(Math.abs(kobo) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Made by the browser once per user action (a dialog opened), sent with every try of it: the server
 * answers a repeat with the first answer instead of charging again (docs/money.md, Idempotency).
 */
export const idempotencyKey = z
  .string({ error: requiredOr(INVALID) })
  // At most 90: the server derives keys of its own from it (a plan change's credit adds ':credit').
  .regex(/^[A-Za-z0-9_-]{16,90}$/, { error: INVALID })
  .meta({ description: 'One per user action (a UUID); a repeat with the same key answers the first answer and moves no money again' });

const reference = z
  .string({ error: INVALID })
  .trim()
  .max(100, { error: atMostCharacters(100) })
  .default('');
export const MAX_DISCOUNT_NAIRA = 10_000_000;

interface PaymentParts {
  method: PaymentMethod;
  reference: string;
  discount?: number;
  discountReason: string;
}

/** Asks for the reference its method needs, and a reason for a discount. */
function paymentComplete(payment: PaymentParts, ctx: z.RefinementCtx) {
  if (NEEDS_REFERENCE.includes(payment.method) && payment.reference === '') {
    ctx.addIssue({ code: 'custom', path: ['reference'], message: REFERENCE_REQUIRED[payment.method] });
  }
  if ((payment.discount ?? 0) > 0 && payment.discountReason === '') {
    ctx.addIssue({ code: 'custom', path: ['discountReason'], message: DISCOUNT_REASON_REQUIRED });
  }
}

/**
 * How a plan sold, renewed or changed to is paid: the amount is the plan's price, less a discount
 * (naira, only for holders of Give discounts, with a reason). Spread into the plan calls' bodies.
 */
export const paymentFields = {
  method: z.enum(PAYMENT_METHODS, { error: requiredOr(INVALID) }),
  reference,
  // An empty box is no discount; anything typed is read as the form's other amounts ('1,000.50').
  discount: z.preprocess((value) => (value === '' || value === undefined ? 0 : value), nairaInKobo(0, MAX_DISCOUNT_NAIRA)).optional(),
  discountReason: z.union([z.literal(''), text(2, 200)]).default(''),
  idempotencyKey,
};
/** A plan call's body with its payment, checked whole (reference, discount's reason). */
export const withPayment = <S extends z.ZodRawShape>(shape: S) =>
  // The shape's own fields are the caller's; the refinement reads the payment's only.
  z.object({ ...shape, ...paymentFields }).superRefine((body, ctx) => paymentComplete(body as unknown as PaymentParts, ctx));

/** Money paid into a subscriber's balance. */
export const topUpRequest = z
  .object({
    customerId: rowId,
    amount: nairaInKobo(1, 10_000_000),
    method: z.enum(TENDER_METHODS, { error: requiredOr(INVALID) }),
    reference,
    idempotencyKey,
  })
  .superRefine((body, ctx) => paymentComplete({ ...body, discountReason: '' }, ctx));
export type TopUpRequest = z.input<typeof topUpRequest>;

export const customerPaymentsRequest = z.object({ customerId: rowId });
const epoch = z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(4_102_444_800, { error: INVALID });
/** A balance's statement: the whole history, or from / to (epoch seconds, the end excluded). */
export const balanceStatementRequest = z.object({ customerId: rowId, from: epoch.optional(), to: epoch.optional() });
export const receiptRequest = z.object({ number: z.string({ error: requiredOr(INVALID) }).regex(/^[A-Z]{3}-\d{4}-\d{6}$/, { error: INVALID }) });
export const reversalRequest = z.object({
  entryId: rowId,
  reason: text(2, 200),
  idempotencyKey,
});
export type ReversalRequest = z.input<typeof reversalRequest>;
