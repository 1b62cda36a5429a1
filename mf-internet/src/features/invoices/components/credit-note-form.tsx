import { creditNoteRequest, invoiceCalls, validatorFrom, type AnswerOf, type CreditNoteRequest, type Invoice } from '@console/api';
import { FormShell, TextField, formatNaira, Text } from '@console/ui';
import { useMemo } from 'react';
import { useIdempotencyKey } from '../../payments';
import { useIssueCreditNoteMutation } from '../api/invoices-api';

const validate = validatorFrom(creditNoteRequest);

/** Voids an unpaid invoice by a credit note for its whole amount, with a reason. */
export function CreditNoteForm({ invoice }: { invoice: Invoice }) {
  const [issue] = useIssueCreditNoteMutation();
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo(() => ({ invoiceId: invoice.id, reason: '', idempotencyKey }), [invoice.id, idempotencyKey]);
  return (
    <FormShell<CreditNoteRequest, AnswerOf<typeof invoiceCalls.creditNote>>
      validate={validate}
      initialValues={initialValues}
      onSave={(values) => issue(values).unwrap()}
      successText={(result) => `Credit note ${result.invoice.creditNote} issued: ${invoice.number} is void.`}
      submitLabel="Issue Credit Note"
      closeDialogOnSave
    >
      <Text mb="2">
        A credit note for {formatNaira(invoice.total)} voids {invoice.number} for good; its charges are not invoiced again.
      </Text>
      <TextField name="reason" label="Reason" autoComplete="off" required helperText="Printed on the credit note, e.g. Billed twice." />
    </FormShell>
  );
}
