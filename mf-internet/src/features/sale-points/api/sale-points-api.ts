import type { SalePoint, SalePointCreate, SalePointUpdate } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const salePointsApi = internetApi.injectEndpoints({
  endpoints: internetRecords<SalePoint, SalePointCreate, SalePointUpdate>()('SalePoint', {
    list: '/services/internet/salepoints',
    one: '/services/internet/salepoint',
  }),
});

export const { useListSalePointsQuery, useGetSalePointQuery, useCreateSalePointMutation, useUpdateSalePointMutation, useDeleteSalePointMutation } =
  salePointsApi;
