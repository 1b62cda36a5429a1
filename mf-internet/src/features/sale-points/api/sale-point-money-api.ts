import { salePointMoneyCalls, type SalePointStatementRequest } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

const moneyOf = (salePointId: string) => ({ type: 'SalePoint' as const, id: `money-${salePointId}` });

/** A sale point's balance, statement and payments (docs/money.md "Sale point balances"). */
export const salePointMoneyApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    salePointStatement: queryOf(build, salePointMoneyCalls.statement, {
      arg: (request: SalePointStatementRequest & { salePointId: string }) => request,
      // Its own tag, and the sale point's: a changed credit limit shows at once.
      providesTags: (_result, _error, request) => [moneyOf(request.salePointId), { type: 'SalePoint', id: request.salePointId }],
    }),
    paySalePoint: mutationOf(build, salePointMoneyCalls.pay, {
      invalidatesTags: (_result, _error, body) => [moneyOf(body.salePointId)],
    }),
  }),
});

export const { useSalePointStatementQuery, usePaySalePointMutation } = salePointMoneyApi;
