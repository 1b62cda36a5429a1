import { DEBT_LISTS, type DebtList, type DebtListAnswer } from '@console/api';
import { DataTable, Screen, errorMessage, formatNaira, type Column } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useDebtsQuery } from '../api/revenue-api';

type Debtor = DebtListAnswer['rows'][number];

const LISTS: Record<DebtList, { title: string; who: string; record: (id: string) => string }> = {
  receivables: { title: 'Owed on Account', who: 'Subscriber', record: (id) => `../../customers/${id}` },
  'sale-points': { title: 'Owed by Sale Points', who: 'Sale point', record: (id) => `../../salepoints/${id}` },
};

/** Who owes, most first: subscribers on account (until invoices itemise it) or sale points; each row opens its record. */
export function DebtsPage() {
  const { list: param } = useParams();
  const list = (DEBT_LISTS as readonly string[]).includes(param ?? '') ? (param as DebtList) : 'receivables';
  const { data, error, isFetching } = useDebtsQuery({ list }, { refetchOnMountOrArgChange: true });
  const { title, who, record } = LISTS[list];
  const columns: Column<Debtor>[] = [
    { header: who, title: true, field: 'name' },
    { header: 'Owed', numeric: true, cell: (row) => formatNaira(row.owed) },
  ];
  return (
    <Screen title={title} loading={isFetching} error={errorMessage(error)} backTo="..">
      <DataTable caption={title} columns={columns} rows={data?.rows ?? []} rowTo={(row) => record(row.id)} emptyText="Nobody owes anything." />
    </Screen>
  );
}
