import {
  CUSTOMER_TYPES,
  PAYMENT_ACCESS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  TENDER_METHODS,
  usePermission,
  type Customer,
  type PaymentMethod,
} from '@console/api';
import { SelectField, TextField } from '@console/ui';
import { useField } from 'react-final-form';

const REFERENCE_HINTS: Partial<Record<PaymentMethod, string>> = {
  bank: "The transfer's reference, as the bank statement shows it.",
  card: 'The reference printed on the card slip.',
  pos: 'The reference printed on the POS slip.',
};

/** The payment fields' starting values: cash, no reference, no discount. */
export const PAYMENT_DEFAULTS = { method: 'cash' as PaymentMethod, reference: '', discount: '', discountReason: '' };

/**
 * How a sale or a top-up is paid: the method (on account for corporates only; no balance or account
 * for a top-up, which is paid by `tender`), the reference a transfer, card or POS needs, and a
 * discount with its reason for holders of Give discounts. Amounts are typed as people write them:
 * '4,500', '4500', '4,500.50'.
 */
export function PaymentFields({ customer, tender = false }: { customer: Customer; tender?: boolean }) {
  const method = useField<PaymentMethod>('method', { subscription: { value: true } }).input.value;
  const canDiscount = usePermission(...PAYMENT_ACCESS.discount) && !tender;
  const methods: readonly PaymentMethod[] = tender ? TENDER_METHODS : PAYMENT_METHODS;
  const options = methods
    .filter((m) => m !== 'account' || customer.type === CUSTOMER_TYPES.CORPORATE)
    .map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
  return (
    <>
      <SelectField name="method" label="Paid By" options={options} required />
      {REFERENCE_HINTS[method] && <TextField name="reference" label="Reference" autoComplete="off" required helperText={REFERENCE_HINTS[method]} />}
      {canDiscount && (
        <>
          <TextField
            name="discount"
            label="Discount"
            inputMode="decimal"
            autoComplete="off"
            helperText="Naira off the price, e.g. 500 or 1,000.50; empty for none."
          />
          <TextField
            name="discountReason"
            label="Discount Reason"
            autoComplete="off"
            helperText="Required with a discount; printed on the receipt."
          />
        </>
      )}
    </>
  );
}
