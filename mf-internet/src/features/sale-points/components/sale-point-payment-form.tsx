import { salePointMoneyCalls, salePointPaymentRequest, validatorFrom, type AnswerOf, type SalePointPaymentRequest } from '@console/api';
import { FormShell, formatNaira } from '@console/ui';
import { useMemo } from 'react';
import { TenderFields } from '../../../components/tender-fields';
import { useIdempotencyKey } from '../../payments';
import { usePaySalePointMutation } from '../api/sale-point-money-api';

const validate = validatorFrom(salePointPaymentRequest);

/** What a sale point owes: "N1,500.00 owed", or what it paid ahead. */
export function owedText(balance: number): string {
  return balance < 0 ? `${formatNaira(-balance)} paid ahead` : `${formatNaira(balance)} owed`;
}

/** Money a sale point paid in (cash, transfer, card or POS): it lowers what the sale point owes. */
export function SalePointPaymentForm({ salePointId }: { salePointId: string }) {
  const [pay] = usePaySalePointMutation();
  const idempotencyKey = useIdempotencyKey();
  const initialValues = useMemo(
    () => ({ salePointId, amount: '', method: 'cash' as const, reference: '', idempotencyKey }) satisfies SalePointPaymentRequest,
    [salePointId, idempotencyKey],
  );
  return (
    <FormShell<SalePointPaymentRequest, AnswerOf<typeof salePointMoneyCalls.pay>>
      validate={validate}
      initialValues={initialValues}
      onSave={(values) => pay(values).unwrap()}
      successText={(result) => `Payment of ${formatNaira(result.payment.amount)} recorded: ${owedText(result.balance)}.`}
      submitLabel="Record Payment"
      closeDialogOnSave
    >
      <TenderFields />
    </FormShell>
  );
}
