import { invoiceCalls, invoicePaymentRequest, validatorFrom, type AnswerOf, type Invoice, type InvoicePaymentRequest } from '@console/api';
import { CheckboxField, FormShell, formatNaira, Text } from '@console/ui';
import { useMemo } from 'react';
import { TenderFields } from '../../../components/tender-fields';
import { useIdempotencyKey } from '../../payments';
import { usePayInvoicesMutation } from '../api/invoices-api';

const validate = validatorFrom(invoicePaymentRequest);
type Values = InvoicePaymentRequest & { thisOnly: boolean };

/**
 * A corporate subscriber's payment, from an invoice's page: to this invoice (its outstanding amount
 * first offered), or, unticked, to the subscriber's open invoices oldest first.
 */
export function InvoicePaymentForm({ invoice }: { invoice: Invoice }) {
  const [pay] = usePayInvoicesMutation();
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo<Values>(
    () => ({ customerId: invoice.customer.id, amount: String(invoice.outstanding), method: 'bank', reference: '', idempotencyKey, thisOnly: true }),
    [invoice.customer.id, invoice.outstanding, idempotencyKey],
  );
  const toRequest = ({ thisOnly, ...values }: Values): InvoicePaymentRequest =>
    thisOnly ? { ...values, allocations: [{ invoiceId: invoice.id, amount: values.amount }] } : values;
  return (
    <FormShell<Values, AnswerOf<typeof invoiceCalls.pay>>
      validate={(values) => validate(toRequest(values))}
      initialValues={initialValues}
      onSave={(values) => pay(toRequest(values)).unwrap()}
      successText={(result) =>
        `Payment of ${formatNaira(result.payment.amount)} recorded: ${result.payment.allocations.map((a) => `${a.number} ${formatNaira(a.amount)}`).join(', ')}.`
      }
      submitLabel="Record Payment"
      closeDialogOnSave
    >
      <Text mb="2">
        {invoice.number} owes {formatNaira(invoice.outstanding)} of {formatNaira(invoice.total)}.
      </Text>
      <TenderFields amountHint={`Naira, e.g. ${formatNaira(invoice.outstanding).slice(1)}; at most what the open invoices owe.`} />
      <CheckboxField name="thisOnly" label={`All of it to ${invoice.number} (untick: to the open invoices, oldest first)`} />
    </FormShell>
  );
}
