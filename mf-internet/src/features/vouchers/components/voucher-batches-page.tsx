import { Button } from '@chakra-ui/react';
import { CUSTOMER_ACCESS, usePermission, type VoucherBatch } from '@console/api';
import { ListScreen, listAnswer, formatDate, formatNaira, useListState, type Column } from '@console/ui';
import { Link } from 'react-router-dom';
import { useListBatchesQuery } from '../api/vouchers-api';

const COLUMNS: Column<VoucherBatch>[] = [
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

const FILTERS = [{ value: 'number', label: 'Batch', type: 'number' as const }];

/** Voucher batches, newest first; a row opens the batch with its vouchers. */
export function VoucherBatchesPage() {
  const state = useListState(FILTERS);
  const list = useListBatchesQuery(state.request);
  const canSeeStatements = usePermission(...CUSTOMER_ACCESS.salePointStatement);
  return (
    <>
      {canSeeStatements && (
        <Button asChild variant="outline" mb="4">
          <Link to="../../statements" relative="path">
            Sale Point Statement
          </Link>
        </Button>
      )}
      <ListScreen
        title="Vouchers"
        newLabel={usePermission(...CUSTOMER_ACCESS.generateVouchers) ? 'Generate Vouchers' : undefined}
        columns={COLUMNS}
        state={state}
        {...listAnswer(list, 'batches')}
        rowKey={(batch) => batch.id}
        nameOf={(batch) => `batch ${batch.number}`}
        canEdit
      />
    </>
  );
}
