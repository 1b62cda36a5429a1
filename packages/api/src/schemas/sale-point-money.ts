import { z } from 'zod';
import { P } from '../permissions';
import { rowId } from './common';
import { nairaInKobo } from './money';
import { moment, referenceGiven, tenderFields } from './tender';

// A sale point's balance (issue 28, docs/money.md "Sale point balances"): what it owes for its
// voucher batches less what it paid. Amounts arrive as naira text and leave the schema as kobo.

/** Who may record a sale point's payment, and who reads its statement. */
export const SALE_POINT_MONEY_ACCESS = {
  pay: [P.RECORD_SALE_POINT_PAYMENTS],
  statement: [P.VIEW_SALE_POINT_STATEMENTS, P.RECORD_SALE_POINT_PAYMENTS, P.GENERATE_VOUCHERS],
} as const satisfies Record<string, readonly number[]>;

/** The largest credit limit and payment: N1,000,000,000 (a column of kobo holds far more). */
export const MAX_SALE_POINT_NAIRA = 1_000_000_000;

/** A sale point form's Credit limit: naira as typed ('4,500.50'); empty is no limit (null). */
export const creditLimitField = z
  .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), nairaInKobo(0, MAX_SALE_POINT_NAIRA).nullable())
  .optional()
  .meta({ description: 'Naira the sale point may owe after a voucher batch; empty or null: no limit. Absent on update: unchanged' });

/** Money a sale point paid in: it lowers what it owes. */
export const salePointPaymentRequest = z
  .object({
    salePointId: rowId,
    amount: nairaInKobo(1, MAX_SALE_POINT_NAIRA),
    ...tenderFields,
  })
  .superRefine(referenceGiven);
export type SalePointPaymentRequest = z.input<typeof salePointPaymentRequest>;

/** A sale point's statement: from / to (epoch seconds, the end excluded), the whole history without them. */
export const salePointStatementRequest = z.object({ salePointId: rowId, from: moment.optional(), to: moment.optional() });
export type SalePointStatementRequest = z.input<typeof salePointStatementRequest>;
