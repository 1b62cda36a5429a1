import { reversalRequest, validatorFrom, type CustomerPayment, type ReversalRequest } from '@console/api';
import { FormShell, TextField, formatNaira, Text } from '@console/ui';
import { useMemo } from 'react';
import { useReversePaymentMutation } from '../api/payments-api';
import { useIdempotencyKey } from './idempotency-key';

const validate = validatorFrom(reversalRequest);

/** Reverses a payment with a reason: a new entry; the payment and its receipt stay, marked reversed. */
export function ReverseForm({ customerId, payment }: { customerId: string; payment: CustomerPayment }) {
  const [reverse] = useReversePaymentMutation();
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo(() => ({ entryId: payment.entryId, reason: '', idempotencyKey }), [payment.entryId, idempotencyKey]);
  return (
    <FormShell<ReversalRequest>
      validate={validate}
      initialValues={initialValues}
      onSave={(values) => reverse({ ...values, customerId }).unwrap()}
      successText="Payment reversed"
      submitLabel="Reverse Payment"
      closeDialogOnSave
    >
      <Text>
        {payment.description}, {formatNaira(payment.amount)}
        {payment.receipt ? ` (receipt ${payment.receipt})` : ''} is taken back. A plan it paid for stays until it is cancelled.
      </Text>
      <TextField name="reason" label="Reason" autoComplete="off" required helperText="Kept with the reversal and printed on the receipt." />
    </FormShell>
  );
}
