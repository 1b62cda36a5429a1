import { salePointCalls } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const salePointsApi = internetApi.injectEndpoints({ endpoints: internetRecords('SalePoint', salePointCalls) });

export const { useListSalePointsQuery, useGetSalePointQuery, useCreateSalePointMutation, useUpdateSalePointMutation, useDeleteSalePointMutation } =
  salePointsApi;
