import { salePointPaymentAnswer, salePointStatementAnswer } from '../../answers/sale-point-money';
import { SALE_POINT_MONEY_ACCESS, salePointPaymentRequest, salePointStatementRequest } from '../../schemas/sale-point-money';
import { defineCall } from '../define-call';

/** A sale point's money (docs/money.md "Sale point balances"): its payments and its statement. */
export const salePointMoneyCalls = {
  pay: defineCall({
    path: '/services/money/sale-point/payment',
    access: { anyOf: SALE_POINT_MONEY_ACCESS.pay },
    summary: 'Sale points: money a sale point paid in, lowering what it owes (idempotent by its key)',
    reads: false,
    message: 'Payment recorded',
    body: salePointPaymentRequest,
    answer: salePointPaymentAnswer,
  }),
  statement: defineCall({
    path: '/services/money/sale-point/statement',
    access: { anyOf: SALE_POINT_MONEY_ACCESS.statement },
    summary: 'Sale points: the balance, credit limit and statement (opening balance, batches, payments, closing balance) over a date range',
    reads: true,
    message: 'OK',
    body: salePointStatementRequest,
    answer: salePointStatementAnswer,
  }),
};
