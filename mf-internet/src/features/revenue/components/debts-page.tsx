import { DEBT_LISTS, type DebtList, type DebtListAnswer } from '@console/api';
import { DataTable, Screen, errorMessage, formatNaira, showDay, type Column } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useDebtsQuery } from '../api/revenue-api';

type Debtor = DebtListAnswer['rows'][number];

const LISTS: Record<DebtList, { title: string; who: string; record: (id: string) => string }> = {
  invoices: { title: 'Outstanding Invoices', who: 'Invoice', record: (id) => `../../customers/${id}` },
  receivables: { title: 'Owed on Account', who: 'Subscriber', record: (id) => `../../customers/${id}` },
  'sale-points': { title: 'Owed by Sale Points', who: 'Sale point', record: (id) => `../../salepoints/${id}` },
};

/** Who owes: open invoices (the oldest due first), subscribers on account or sale points (most first); each row opens its record. */
export function DebtsPage() {
  const { list: param } = useParams();
  const list = (DEBT_LISTS as readonly string[]).includes(param ?? '') ? (param as DebtList) : 'receivables';
  const { data, error, isFetching } = useDebtsQuery({ list }, { refetchOnMountOrArgChange: true });
  const { title, who, record } = LISTS[list];
  const columns: Column<Debtor>[] = [
    { header: who, title: true, field: 'name' },
    ...(list === 'invoices' ? [{ header: 'Due', cell: (row: Debtor) => (row.due ? showDay(row.due) : '') }] : []),
    { header: 'Owed', numeric: true, cell: (row) => formatNaira(row.owed) },
  ];
  return (
    <Screen title={title} loading={isFetching} error={errorMessage(error)} backTo="..">
      <DataTable caption={title} columns={columns} rows={data?.rows ?? []} rowTo={(row) => record(row.id)} emptyText="Nobody owes anything." />
    </Screen>
  );
}
