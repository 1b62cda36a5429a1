import type { Customer } from '@console/api';
import { DataTable, Pager, ResultBanner, errorMessage } from '@console/ui';
import { useState } from 'react';
import { useCustomerSessionsQuery } from '../api/sessions-api';
import { HISTORY_COLUMNS } from './session-columns';

const PAGE = 10;

/** A subscriber's network sessions from FreeRADIUS's accounting, newest first. */
export function CustomerSessionsTab({ customer }: { customer: Customer }) {
  const [page, setPage] = useState(1);
  const { data, error } = useCustomerSessionsQuery({ id: customer.id, offset: (page - 1) * PAGE, limit: PAGE }, { refetchOnMountOrArgChange: true });
  if (error) return <ResultBanner status="error">{errorMessage(error)}</ResultBanner>;
  return (
    <>
      <DataTable caption="Sessions" columns={HISTORY_COLUMNS} rows={data?.sessions ?? []} emptyText="No session yet." />
      <Pager page={page} total={data?.size ?? 0} pageSize={PAGE} onChange={setPage} />
    </>
  );
}
