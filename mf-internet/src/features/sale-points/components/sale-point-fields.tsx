import { PICKER_LIMITS, SALE_POINT_TYPE_NAMES } from '@console/api';
import { SelectField, TextField } from '@console/ui';
import { pickerOptions } from '../../../components/picker-options';
import { useListLocationsQuery } from '../../locations';

const TYPE_OPTIONS = Object.entries(SALE_POINT_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));
const LOCATIONS = { offset: 0, limit: PICKER_LIMITS.locations };

/** The sale point form; the type is chosen on create only (spec section 2). */
export function SalePointFields({ withType }: { withType: boolean }) {
  const { data } = useListLocationsQuery(LOCATIONS);
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" required />
      {withType && <SelectField name="type" label="Type" options={TYPE_OPTIONS} required />}
      <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
      <TextField name="smsSender" label="SMS Sender" autoComplete="off" />
      <TextField name="address" label="Address" autoComplete="off" />
      <TextField name="city" label="City" autoComplete="off" />
      <SelectField name="locationId" label="Location" options={pickerOptions(data?.locations, (l) => l.name)} required />
      <TextField
        name="creditLimit"
        label="Credit Limit"
        inputMode="decimal"
        autoComplete="off"
        helperText="Naira the sale point may owe for voucher batches, e.g. 50,000; empty for no limit."
      />
    </>
  );
}
