import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deleteSalePointApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteSalePoint: build.mutation<null, string>({
      query: (id) => post('/services/internet/salepoint/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('SalePoint', id),
    }),
  }),
});

export const { useDeleteSalePointMutation } = deleteSalePointApi;
