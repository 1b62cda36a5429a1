import { z } from 'zod';
import { parseEnvironment, wholeNumber } from '../core/environment';

/** What an invoice is issued with: the VAT rate and how long the subscriber has to pay. */
export interface InvoiceSettings {
  /** Basis points: 750 is 7.5 %. Kept on each invoice as it was when issued. */
  vatRateBp: number;
  /** Days from the issue date to the due date when the invoice does not name one. */
  dueDays: number;
}

const PERCENT = /^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/;
const environment = z.object({
  // Nigeria's VAT is 7.5 % (Finance Act 2019); a percent with at most two decimals.
  VAT_RATE: z
    .string()
    .default('')
    .transform((value) => value || '7.5')
    .refine((value) => PERCENT.test(value), { error: 'a percent from 0 to 100 with at most two decimals (e.g. 7.5)' }),
  INVOICE_DUE_DAYS: wholeNumber(0, 365, 30),
});

/** Read once at start. '7.5' becomes 750 basis points from its decimal text, never through a binary fraction. */
export function loadInvoiceSettings(env: NodeJS.ProcessEnv): InvoiceSettings {
  const e = parseEnvironment(environment, env);
  const [whole, fraction = ''] = e.VAT_RATE.split('.');
  return { vatRateBp: Number(whole) * 100 + Number(fraction.padEnd(2, '0')), dueDays: e.INVOICE_DUE_DAYS };
}

/**
 * VAT on a subtotal, whole kobo: subtotal × rate, rounded half up once on the invoice's subtotal
 * (not per line), so the VAT shown is the rate of the subtotal shown. Integer arithmetic only.
 */
export const vatOf = (subtotalKobo: number, vatRateBp: number): number => Math.floor((subtotalKobo * vatRateBp + 5000) / 10_000);
