import { paymentCalls, topUpRequest, validatorFrom, type AnswerOf, type Customer, type TopUpRequest } from '@console/api';
import { FormShell, TextField, formatNaira } from '@console/ui';
import { useMemo } from 'react';
import { useTopUpMutation } from '../api/payments-api';
import { useIdempotencyKey } from './idempotency-key';
import { PAYMENT_DEFAULTS, PaymentFields } from './payment-fields';

const validate = validatorFrom(topUpRequest);

/** Money paid into the subscriber's balance, by cash, transfer, card or POS; answers with its receipt. */
export function TopUpForm({ customer }: { customer: Customer }) {
  const [topUp] = useTopUpMutation();
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo(
    () => ({ customerId: customer.id, amount: '', method: PAYMENT_DEFAULTS.method as TopUpRequest['method'], reference: '', idempotencyKey }),
    [customer.id, idempotencyKey],
  );
  return (
    <FormShell<TopUpRequest, AnswerOf<typeof paymentCalls.topUp>>
      validate={validate}
      initialValues={initialValues}
      onSave={(values) => topUp(values).unwrap()}
      successText={(result) => `Payment recorded, receipt ${result.payment.receipt}. The balance is ${formatNaira(result.balance)}.`}
      submitLabel="Record Payment"
      closeDialogOnSave
    >
      <TextField name="amount" label="Amount" inputMode="decimal" autoComplete="off" required helperText="Naira, e.g. 4,500 or 4,500.50" />
      <PaymentFields customer={customer} tender />
    </FormShell>
  );
}
