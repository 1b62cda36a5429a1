import type { SalePoint, SalePointCreate, SalePointUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const salePointsApi = internetApi.injectEndpoints({
  endpoints: recordEndpoints<SalePoint, SalePointCreate, SalePointUpdate>()({
    tag: 'SalePoint',
    keys: ['salePoint', 'salePoints'],
    paths: { list: '/services/internet/salepoints', one: '/services/internet/salepoint' },
  }),
});

export const { useListSalePointsQuery, useGetSalePointQuery, useCreateSalePointMutation, useUpdateSalePointMutation, useDeleteSalePointMutation } =
  salePointsApi;
