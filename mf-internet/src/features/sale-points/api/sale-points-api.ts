import type { SalePoint, SalePointCreate, SalePointUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const salePointsApi = internetApi.injectEndpoints({
  endpoints: (build) => {
    const calls = recordEndpoints<SalePoint, SalePointCreate, SalePointUpdate>()(build, {
      tag: 'SalePoint',
      key: 'salePoint',
      listKey: 'salePoints',
      paths: {
        list: '/services/internet/salepoints',
        get: '/services/internet/salepoint',
        create: '/services/internet/salepoint/create',
        update: '/services/internet/salepoint/update',
        delete: '/services/internet/salepoint/delete',
      },
    });
    return {
      listSalePoints: calls.list,
      getSalePoint: calls.get,
      createSalePoint: calls.create,
      updateSalePoint: calls.update,
      deleteSalePoint: calls.remove,
    };
  },
});

export const { useListSalePointsQuery, useGetSalePointQuery, useCreateSalePointMutation, useUpdateSalePointMutation, useDeleteSalePointMutation } =
  salePointsApi;
