import { PAYMENT_METHOD_LABELS, TENDER_METHODS, type TenderMethod } from '@console/api';
import { SelectField, TextField } from '@console/ui';
import { useField } from 'react-final-form';

const OPTIONS = TENDER_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
const REFERENCE_HINT: Record<TenderMethod, string> = {
  cash: '',
  bank: "The transfer's reference, as the bank statement shows it.",
  card: 'The reference printed on the card slip.',
  pos: 'The reference printed on the POS slip.',
};

/** The Amount, Paid By and (for all but cash) Reference of money paid in by a sale point or a corporate subscriber. */
export function TenderFields({ amountHint = 'Naira, e.g. 4,500 or 4,500.50' }: { amountHint?: string }) {
  const method = useField<TenderMethod>('method', { subscription: { value: true } }).input.value;
  return (
    <>
      <TextField name="amount" label="Amount" inputMode="decimal" autoComplete="off" required helperText={amountHint} />
      <SelectField name="method" label="Paid By" options={OPTIONS} required />
      {REFERENCE_HINT[method] && <TextField name="reference" label="Reference" autoComplete="off" required helperText={REFERENCE_HINT[method]} />}
    </>
  );
}
