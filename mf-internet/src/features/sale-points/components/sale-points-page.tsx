import { SALE_POINT_TYPE_NAMES, type SalePoint } from '@console/api';
import { listPageOf, type ListColumn } from '@console/ui';
import { salePointsApi } from '../api/sale-points-api';

const COLUMNS: ListColumn<SalePoint>[] = [
  'name',
  { header: 'Type', cell: (salePoint) => SALE_POINT_TYPE_NAMES[salePoint.type] ?? 'Unknown' },
  'phone',
  { header: 'SMS Sender', field: 'smsSender' },
  { header: 'Address', field: 'address' },
  'city',
  { header: 'Location', cell: (salePoint) => salePoint.location.name },
];

export const SalePointsPage = listPageOf(salePointsApi, {
  noun: 'Sale Point',
  columns: COLUMNS,
  filters: ['name', 'city'],
});
