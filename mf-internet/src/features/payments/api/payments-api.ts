import { paymentCalls, type BodyOf } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

/** What a movement of a subscriber's money refreshes: its balance and payments, and its page (history). */
export const moneyOf = (customerId: string) => [
  { type: 'Payment' as const, id: customerId },
  { type: 'Customer' as const, id: customerId },
];
// Receipts are read by number; a reversal changes what one shows.
const RECEIPTS = { type: 'Payment' as const, id: 'receipts' };

/** A subscriber's balance, statement, payments and receipts (docs/money.md). */
export const paymentsApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    balanceStatement: queryOf(build, paymentCalls.statement, {
      arg: (customerId: string) => ({ customerId }),
      providesTags: (_result, _error, customerId) => [{ type: 'Payment', id: customerId }],
    }),
    customerPayments: queryOf(build, paymentCalls.list, {
      arg: (customerId: string) => ({ customerId }),
      providesTags: (_result, _error, customerId) => [{ type: 'Payment', id: customerId }],
    }),
    receipt: queryOf(build, paymentCalls.receipt, {
      arg: (number: string) => ({ number }),
      providesTags: [RECEIPTS],
    }),
    topUp: mutationOf(build, paymentCalls.topUp, {
      invalidatesTags: (_result, _error, body) => moneyOf(body.customerId),
    }),
    reversePayment: mutationOf(build, paymentCalls.reverse, {
      arg: ({ entryId, reason, idempotencyKey }: BodyOf<typeof paymentCalls.reverse> & { customerId: string }) => ({
        entryId,
        reason,
        idempotencyKey,
      }),
      invalidatesTags: (_result, _error, body) => [...moneyOf(body.customerId), RECEIPTS],
    }),
  }),
});

export const { useBalanceStatementQuery, useCustomerPaymentsQuery, useReceiptQuery, useTopUpMutation, useReversePaymentMutation } = paymentsApi;
