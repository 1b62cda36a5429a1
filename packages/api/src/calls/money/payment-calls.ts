import { z } from 'zod';
import { one } from '../../answers/common';
import { balanceStatementAnswer, customerPaymentAnswer, paymentAnswer, receiptAnswer } from '../../answers/payments';
import { balanceStatementRequest, customerPaymentsRequest, receiptRequest, reversalRequest, topUpRequest } from '../../schemas/payments';
import { PAYMENT_ACCESS } from '../../schemas/payments-access';
import { defineCall } from '../define-call';

const rule = (ids: readonly number[]) => ({ anyOf: ids });

/**
 * A subscriber's money (docs/money.md): top-ups of the balance, the balance's statement, the
 * payments made, a receipt, a reversal. Sales are paid through the plan calls (subscription-calls.ts).
 */
export const paymentCalls = {
  topUp: defineCall({
    path: '/services/money/customer/top-up',
    access: rule(PAYMENT_ACCESS.topUp),
    summary: "Payments: money paid into a subscriber's balance (idempotent by its key); answers the receipt",
    reads: false,
    message: 'Payment recorded',
    body: topUpRequest,
    answer: z.object({ payment: paymentAnswer, balance: z.number().meta({ description: 'The balance after it, naira' }) }),
  }),
  statement: defineCall({
    path: '/services/money/customer/statement',
    access: rule(PAYMENT_ACCESS.viewPayments),
    summary: "Payments: a subscriber's balance statement, every movement, oldest first, with opening and closing balances",
    reads: true,
    message: 'OK',
    body: balanceStatementRequest,
    answer: balanceStatementAnswer,
  }),
  list: defineCall({
    path: '/services/money/customer/payments',
    access: rule(PAYMENT_ACCESS.viewPayments),
    summary: "Payments: a subscriber's sales, top-ups and reversals, newest first",
    reads: true,
    message: 'OK',
    body: customerPaymentsRequest,
    answer: z.object({ payments: z.array(customerPaymentAnswer) }),
  }),
  receipt: defineCall({
    path: '/services/money/receipt',
    access: rule(PAYMENT_ACCESS.viewPayments),
    summary: 'Payments: a receipt by its number, as issued, to reprint',
    reads: true,
    message: 'OK',
    body: receiptRequest,
    answer: one('receipt', receiptAnswer),
  }),
  reverse: defineCall({
    path: '/services/money/reverse',
    access: rule(PAYMENT_ACCESS.reverse),
    summary: 'Payments: reverse a payment with a reason (a new entry; the payment and its receipt stay as they were)',
    reads: false,
    message: 'Payment reversed',
    body: reversalRequest,
    answer: one('reversal', customerPaymentAnswer),
  }),
};
