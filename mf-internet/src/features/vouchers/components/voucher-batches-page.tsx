import { CUSTOMER_ACCESS, usePermission, type VoucherBatch, type voucherBatchCalls } from '@console/api';
import { ListScreen, listAnswer, formatDate, formatNaira, useListState, LinkButton } from '@console/ui';
import { useListBatchesQuery } from '../api/vouchers-api';
import type { ColumnOf, FilterOfList } from '../../../components/list-keys';

type List = typeof voucherBatchCalls.list;

const COLUMNS: ColumnOf<VoucherBatch, List>[] = [
  { header: 'Batch', field: 'number', sort: 'number', numeric: true },
  { header: 'Plan', cell: (batch) => batch.plan.name },
  { header: 'Sale Point', cell: (batch) => batch.salePoint.name },
  { header: 'Price', cell: (batch) => formatNaira(batch.amount), numeric: true },
  { header: 'Vouchers', field: 'count', numeric: true },
  { header: 'Activated', field: 'activated', numeric: true },
  { header: 'Revoked', field: 'revoked', numeric: true },
  { header: 'Created', cell: (batch) => formatDate(batch.created) },
  { header: 'Created By', field: 'createdBy' },
];

const FILTERS: FilterOfList<List>[] = [{ value: 'number', label: 'Batch', type: 'number' }];

/** Voucher batches, newest first; a row opens the batch with its vouchers. */
export function VoucherBatchesPage() {
  const state = useListState(FILTERS);
  const list = useListBatchesQuery(state.request);
  const canSeeStatements = usePermission(...CUSTOMER_ACCESS.salePointStatement);
  return (
    <ListScreen
      title="Vouchers"
      links={
        canSeeStatements && (
          <LinkButton to="../../statements" variant="outline">
            Sale Point Statement
          </LinkButton>
        )
      }
      newLabel={usePermission(...CUSTOMER_ACCESS.generateVouchers) ? 'Generate Vouchers' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'batches')}
      nameOf={(batch) => `batch ${batch.number}`}
      canEdit
    />
  );
}
