import { SALE_POINT_TYPE_NAMES, type SalePoint } from '@console/api';
import { listPageOf, type Column } from '@console/ui';
import { useDeleteSalePointMutation, useListSalePointsQuery } from '../api/sale-points-api';

const COLUMNS: Column<SalePoint>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Type', cell: (salePoint) => SALE_POINT_TYPE_NAMES[salePoint.type] ?? 'Unknown' },
  { header: 'Phone', field: 'phone', sort: 'phone' },
  { header: 'SMS Sender', field: 'smsSender' },
  { header: 'Address', field: 'address' },
  { header: 'City', field: 'city', sort: 'city' },
  { header: 'Location', cell: (salePoint) => salePoint.location.name },
];

export const SalePointsPage = listPageOf({
  noun: 'Sale Point',
  columns: COLUMNS,
  filters: ['name', 'city'],
  useList: useListSalePointsQuery,
  useDelete: useDeleteSalePointMutation,
});
