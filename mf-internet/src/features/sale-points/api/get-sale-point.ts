import { baseApi, post, type SalePoint } from '@console/api';

export const getSalePointApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSalePoint: build.query<{ salePoint: SalePoint }, string>({
      query: (id) => post('/services/internet/salepoint', { id }),
      providesTags: (_result, _error, id) => [{ type: 'SalePoint', id }],
    }),
  }),
});

export const { useGetSalePointQuery } = getSalePointApi;
