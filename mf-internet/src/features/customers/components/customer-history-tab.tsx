import { AUDIT_ACTION_LABELS, type AuditAction, type Customer, type CustomerHistoryLine } from '@console/api';
import { DataTable, ResultBanner, errorMessage, formatDate, formatTime, type Column } from '@console/ui';
import { useCustomerHistoryQuery } from '../api/customers-api';

const COLUMNS: Column<CustomerHistoryLine>[] = [
  { header: 'When', cell: (line) => `${formatDate(line.at)} ${formatTime(line.at)}` },
  { header: 'Who', field: 'actor' },
  { header: 'What', cell: (line) => `${line.entity} ${(AUDIT_ACTION_LABELS[line.action as AuditAction] ?? line.action).toLowerCase()}` },
  { header: 'Detail', cell: (line) => line.detail ?? '' },
];

/** The subscriber's audit lines: its own changes and those of its plans, with the reasons given. */
export function CustomerHistoryTab({ customer }: { customer: Customer }) {
  const { data, error } = useCustomerHistoryQuery(customer.id);
  if (error) return <ResultBanner status="error">{errorMessage(error)}</ResultBanner>;
  return <DataTable caption="History" columns={COLUMNS} rows={data?.history ?? []} emptyText="Nothing recorded yet." />;
}
