import { z } from 'zod';
import { answerId, epochSeconds } from './common';
import { TENDER_METHODS } from '../schemas/payments';

// A sale point's balance and statement (docs/money.md "Sale point balances"). Amounts are naira.

const naira = (description: string) => z.number().meta({ description });

export const SALE_POINT_ENTRY_KINDS = ['batch', 'payment', 'reversal'] as const;

/** A movement of what a sale point owes: a batch adds to it, a payment takes from it. */
export const salePointStatementLine = z.object({
  entryId: answerId,
  at: epochSeconds,
  kind: z.enum(SALE_POINT_ENTRY_KINDS),
  description: z.string().meta({ description: "'Batch 12: 50 x Daily 1GB' or 'Bank transfer TRF-1'" }),
  debit: naira('Added to what the sale point owes (a batch)'),
  credit: naira('Taken off what it owes (a payment)'),
  balance: naira('What it owes after this movement (negative: paid ahead)'),
  by: z.string().meta({ description: 'Who recorded it' }),
});
export type SalePointBalanceLine = z.output<typeof salePointStatementLine>;

export const salePointStatementAnswer = z.object({
  balance: naira('What the sale point owes now (negative: paid ahead)'),
  creditLimit: naira('What it may owe after a batch; null: no limit').nullable(),
  available: naira('What batches may still add before the limit; null: no limit').nullable(),
  opening: naira('Owed before the first movement shown'),
  closing: naira('Owed after the last movement shown'),
  lines: z.array(salePointStatementLine),
});
export type SalePointBalanceStatement = z.output<typeof salePointStatementAnswer>;

export const salePointPaymentAnswer = z.object({
  payment: z.object({ entryId: answerId, at: epochSeconds, method: z.enum(TENDER_METHODS), reference: z.string(), amount: naira('Paid') }),
  balance: naira('What the sale point owes after it'),
});
