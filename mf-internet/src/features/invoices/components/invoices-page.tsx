import { INVOICE_ACCESS, INVOICE_STATE_LABELS, usePermission, type InvoiceState, type InvoiceSummary } from '@console/api';
import {
  ChoiceSelect,
  DataTable,
  DialogButton,
  FieldFrame,
  Pager,
  Screen,
  choicesOf,
  formatDate,
  formatNaira,
  isDay,
  type Column,
  Box,
  Stack,
} from '@console/ui';
import { useState } from 'react';
import { PeriodDay } from '../../../components/period-form';
import { midnight } from '../../../components/period';
import { CORPORATES, useCorporateCustomersQuery, useListInvoicesQuery } from '../api/invoices-api';
import { InvoiceCreateForm } from './invoice-create-form';

const PAGE = 25;
const day = (text: string) => text.split('-').reverse().join('/');

// On a phone's card, after the number: who owes, how much, the state and the due date first.
const COLUMNS: Column<InvoiceSummary>[] = [
  { header: 'Number', cell: (i) => i.number, title: true },
  { header: 'Customer', cell: (i) => i.customer.name, priority: 1 },
  { header: 'Issued', cell: (i) => formatDate(i.issuedAt) },
  { header: 'Due', cell: (i) => day(i.dueDate), priority: 4 },
  { header: 'Total', cell: (i) => formatNaira(i.total), numeric: true },
  { header: 'Paid', cell: (i) => formatNaira(i.paid), numeric: true },
  { header: 'Outstanding', cell: (i) => formatNaira(i.outstanding), numeric: true, priority: 2 },
  { header: 'State', cell: (i) => INVOICE_STATE_LABELS[i.state], priority: 3 },
];

/** Corporate invoices, newest first, by state, subscriber and issue dates; New Invoice for those who manage them. */
export function InvoicesPage() {
  const [state, setState] = useState('');
  const [customerId, setCustomerId] = useState('');
  const [page, setPage] = useState(1);
  // Issue dates narrow the list only once typed: by default every invoice shows, the old overdue ones too.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const canManage = usePermission(...INVOICE_ACCESS.manage);
  const { data: corporates } = useCorporateCustomersQuery(CORPORATES);
  const request = {
    offset: (page - 1) * PAGE,
    limit: PAGE,
    ...(state && { state: state as InvoiceState }),
    ...(customerId && { customerId }),
    ...(isDay(from) && { from: midnight(from) }),
    ...(isDay(to) && { to: midnight(to, 1) }),
  };
  const { data, isFetching, error } = useListInvoicesQuery(request, { refetchOnMountOrArgChange: true });
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <Screen
      title="Invoices"
      loading={isFetching}
      error={error}
      action={
        canManage && (
          <DialogButton label="New Invoice" title="New Invoice" colorPalette="blue">
            <InvoiceCreateForm />
          </DialogButton>
        )
      }
      toolbar={
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'end' }}>
          <Box minWidth="40">
            <FieldFrame label="State">
              <ChoiceSelect label="State" anyText="Any state" choices={choicesOf(INVOICE_STATE_LABELS)} value={state} onChange={filter(setState)} />
            </FieldFrame>
          </Box>
          <Box minWidth="56">
            <FieldFrame label="Customer">
              <ChoiceSelect
                label="Customer"
                anyText="Any customer"
                choices={(corporates?.customers ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={customerId}
                onChange={filter(setCustomerId)}
              />
            </FieldFrame>
          </Box>
          <PeriodDay label="Issued from" value={from} onChange={filter(setFrom)} />
          <PeriodDay label="Issued to" value={to} onChange={filter(setTo)} />
        </Stack>
      }
    >
      <DataTable caption="Invoices" columns={COLUMNS} rows={data?.invoices ?? []} rowTo={(i) => i.id} emptyText="No invoice matches." />
      <Pager page={page} total={data?.size ?? 0} pageSize={PAGE} onChange={setPage} />
    </Screen>
  );
}
