import {
  CUSTOMER_PLAN_PICKER_LIMIT,
  MAX_BATCH,
  PIN_LENGTHS,
  PLAN_TYPES,
  validatorFrom,
  voucherBatchCreate,
  type VoucherBatch,
  type VoucherBatchCreate,
} from '@console/api';
import { CancelLink, FormShell, NumberField, Screen, SelectField, TextField, formatNaira } from '@console/ui';
import { Link } from 'react-router-dom';
import { useField } from 'react-final-form';
import { pickerOptions } from '../../../components/picker-options';
import { useListPlansQuery, validityText } from '../../plans';
import { useCreateBatchMutation } from '../api/vouchers-api';

const validate = validatorFrom(voucherBatchCreate);
const INSTANT_PLANS = { offset: 0, limit: CUSTOMER_PLAN_PICKER_LIMIT, criteria: { type: PLAN_TYPES.INSTANT_ACCESS } };
const INITIAL = { pinLength: PIN_LENGTHS.default, prefix: '' };

function BatchFields() {
  const { data } = useListPlansQuery(INSTANT_PLANS);
  const planId = useField<string>('planId', { subscription: { value: true } }).input.value;
  const plan = data?.plans.find((p) => p.id === planId);
  return (
    <>
      <SelectField
        name="planId"
        label="Plan"
        options={pickerOptions(data?.plans, (p) => `${p.name} — ${formatNaira(p.amount)}, ${validityText(p)}`)}
        required
      />
      <SelectField
        name="salePointId"
        label="Sale Point"
        options={(plan?.salePointPlans ?? []).map((link) => ({ value: link.salePoint.id, label: link.salePoint.name }))}
        required
        helperText="The sale points that sell the plan."
      />
      <NumberField name="count" label="Number of Vouchers" required helperText={`1 to ${MAX_BATCH.toLocaleString('en-NG')}.`} />
      <NumberField name="pinLength" label="PIN Digits" required helperText={`${PIN_LENGTHS.min} to ${PIN_LENGTHS.max} random digits.`} />
      <TextField
        name="prefix"
        label="PIN Prefix"
        inputMode="numeric"
        autoComplete="off"
        helperText="Up to 6 digits printed before the random ones."
      />
    </>
  );
}

export function VoucherBatchCreatePage() {
  const [createBatch] = useCreateBatchMutation();
  return (
    <Screen title="Generate Vouchers">
      <FormShell<VoucherBatchCreate, { batch: VoucherBatch }>
        initialValues={INITIAL}
        validate={validate}
        onSave={(values) => createBatch(values).unwrap()}
        // The next step is printing: the message leads to the batch.
        successText={({ batch }) => (
          <>
            Created batch {batch.number} of {batch.count} vouchers.{' '}
            <Link to={`../${batch.id}`} relative="path">
              Open batch {batch.number}
            </Link>
          </>
        )}
        actions={<CancelLink />}
      >
        <BatchFields />
      </FormShell>
    </Screen>
  );
}
