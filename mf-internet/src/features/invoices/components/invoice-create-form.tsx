import { invoiceCalls, invoiceCreateRequest, validatorFrom, type AnswerOf, type InvoiceCreateRequest } from '@console/api';
import { DateField, FormShell, SelectField, formatNaira, Text } from '@console/ui';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIdempotencyKey } from '../../payments';
import { CORPORATES, useCorporateCustomersQuery, useCreateInvoiceMutation, useUninvoicedQuery } from '../api/invoices-api';

const validate = validatorFrom(invoiceCreateRequest);

/** What the invoice would bill: the subscriber's on-account charges not invoiced yet, with the VAT. */
function Preview() {
  const customerId = useField<string>('customerId', { subscription: { value: true } }).input.value;
  const { data } = useUninvoicedQuery(customerId, { skip: !customerId, refetchOnMountOrArgChange: true });
  if (!customerId || !data) return null;
  if (data.lines.length === 0) return <Text mb="2">Nothing to invoice: every sale on account is invoiced already.</Text>;
  return (
    <Text mb="2" aria-label="To invoice">
      {data.lines.length} charge{data.lines.length === 1 ? '' : 's'}: {formatNaira(data.subtotal)} + VAT {data.vatRate}% {formatNaira(data.vat)} ={' '}
      <strong>{formatNaira(data.total)}</strong>
    </Text>
  );
}

/** A new invoice: a corporate subscriber's on-account charges not invoiced yet, due on the day chosen (by default the settings' days). */
export function InvoiceCreateForm() {
  const [create] = useCreateInvoiceMutation();
  const { data } = useCorporateCustomersQuery(CORPORATES);
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo(() => ({ customerId: '', idempotencyKey }), [idempotencyKey]);
  const options = (data?.customers ?? []).map((customer) => ({ value: customer.id, label: customer.name }));
  return (
    <FormShell<InvoiceCreateRequest, AnswerOf<typeof invoiceCalls.create>>
      validate={validate}
      initialValues={initialValues}
      onSave={(values) => create(values).unwrap()}
      successText={(result) => `Invoice ${result.invoice.number} issued for ${formatNaira(result.invoice.total)}.`}
      successLink={(result) => ({ to: result.invoice.id, label: `Open ${result.invoice.number}` })}
      submitLabel="Issue Invoice"
    >
      <SelectField name="customerId" label="Corporate Subscriber" options={options} required />
      <Preview />
      <DateField name="dueDate" label="Due Date" helperText="Empty: the usual days to pay after today." />
    </FormShell>
  );
}
