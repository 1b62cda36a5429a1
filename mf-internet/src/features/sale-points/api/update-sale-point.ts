import { baseApi, post, type SalePoint, type SalePointUpdate } from '@console/api';
import { rowTags } from '@console/ui';

export const updateSalePointApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateSalePoint: build.mutation<{ salePoint: SalePoint }, SalePointUpdate>({
      query: (body) => post('/services/internet/salepoint/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('SalePoint', body.id),
    }),
  }),
});

export const { useUpdateSalePointMutation } = updateSalePointApi;
