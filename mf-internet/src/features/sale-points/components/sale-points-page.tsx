import { SALE_POINT_MONEY_ACCESS, SALE_POINT_TYPE_NAMES, type FilterOf, type SalePoint, type salePointCalls } from '@console/api';
import { listPageOf } from '@console/ui';
import type { ListColumnOf } from '../../../components/list-keys';
import { salePointsApi } from '../api/sale-points-api';

type List = typeof salePointCalls.list;
const COLUMNS: ListColumnOf<SalePoint, List>[] = [
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
  filters: ['name', 'city'] satisfies FilterOf<List>[],
  // Its page shows the balance and statement to their readers, read-only.
  openAnyOf: SALE_POINT_MONEY_ACCESS.statement,
});
