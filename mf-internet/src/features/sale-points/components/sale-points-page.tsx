import { INTERNET_ACCESS, SALE_POINT_TYPE_NAMES, usePermission, type SalePoint } from '@console/api';
import { ListScreen, listAnswer, useListState, type Column } from '@console/ui';
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

const FILTERS = [
  { value: 'name', label: 'Name' },
  { value: 'city', label: 'City' },
];

export function SalePointsPage() {
  const state = useListState(FILTERS);
  const list = useListSalePointsQuery(state.request);
  const [deleteSalePoint] = useDeleteSalePointMutation();
  const canDelete = usePermission(...INTERNET_ACCESS.deleteSalePoint);
  return (
    <ListScreen
      title="Sale Points"
      newLabel={usePermission(...INTERNET_ACCESS.createSalePoint) ? 'New Sale Point' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'salePoints')}
      rowKey={(salePoint) => salePoint.id}
      nameOf={(salePoint) => salePoint.name}
      canEdit={usePermission(...INTERNET_ACCESS.modifySalePoint)}
      onDelete={canDelete ? (salePoint) => deleteSalePoint(salePoint.id).unwrap() : undefined}
    />
  );
}
