import { baseApi, post, type SalePoint, type SalePointCreate } from '@console/api';

export const createSalePointApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createSalePoint: build.mutation<{ salePoint: SalePoint }, SalePointCreate>({
      query: (body) => post('/services/internet/salepoint/create', body),
      invalidatesTags: [{ type: 'SalePoint', id: 'LIST' }],
    }),
  }),
});

export const { useCreateSalePointMutation } = createSalePointApi;
