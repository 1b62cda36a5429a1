import { baseApi, post, type ListRequest, type SalePoint } from '@console/api';
import { listTags } from '@console/ui';

export const listSalePointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSalePoints: build.query<{ salePoints: SalePoint[]; size: number }, ListRequest>({
      query: (body) => post('/services/internet/salepoints', body),
      providesTags: (result) => listTags('SalePoint', result?.salePoints),
    }),
  }),
});

export const { useListSalePointsQuery } = listSalePointsApi;
