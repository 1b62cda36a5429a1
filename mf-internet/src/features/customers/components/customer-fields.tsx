import { CUSTOMER_STATUS_NAMES, CUSTOMER_TYPE_NAMES, CUSTOMER_TYPES, PICKER_LIMITS } from '@console/api';
import { CheckboxField, PasswordField, SelectField, TextField } from '@console/ui';
import { useField } from 'react-final-form';
import { pickerOptions } from '../../../components/picker-options';
import { useListLocationsQuery } from '../../locations';

const options = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const TYPE_OPTIONS = options(CUSTOMER_TYPE_NAMES);
const STATUS_OPTIONS = options(CUSTOMER_STATUS_NAMES);
const LOCATIONS = { offset: 0, limit: PICKER_LIMITS.locations };

/** The subscriber form: names by type, contact, location, status and the network login. */
export function CustomerFields({ mode }: { mode: 'create' | 'edit' }) {
  const { data } = useListLocationsQuery(LOCATIONS);
  const type = Number(useField('type', { subscription: { value: true } }).input.value);
  return (
    <>
      <SelectField name="type" label="Type" options={TYPE_OPTIONS} required />
      {type === CUSTOMER_TYPES.CORPORATE ? (
        <>
          <TextField name="companyName" label="Company Name" autoComplete="off" required />
          <TextField name="contactPerson" label="Contact Person" autoComplete="off" required />
        </>
      ) : (
        <>
          <TextField name="firstName" label="First Name" autoComplete="off" required />
          <TextField name="lastName" label="Last Name" autoComplete="off" required />
        </>
      )}
      <TextField name="phone" label="Phone" type="tel" autoComplete="off" required />
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <TextField name="address" label="Address" autoComplete="off" />
      <SelectField name="locationId" label="Location" options={pickerOptions(data?.locations, (l) => l.name)} required />
      <SelectField
        name="status"
        label="Status"
        options={STATUS_OPTIONS}
        required
        helperText="A suspended subscriber cannot sign in to the network."
      />
      <TextField name="username" label="Network Username" autoComplete="off" required />
      <PasswordField
        name="password"
        label="Network Password"
        autoComplete="new-password"
        required={mode === 'create'}
        helperText={mode === 'edit' ? 'Leave empty to keep the current password.' : 'At least 8 characters.'}
      />
      <TextField name="notes" label="Notes" autoComplete="off" />
      <CheckboxField
        name="autoRenew"
        label="Renew automatically from the balance"
        helperText="When the plan ends, the same plan is renewed and paid from the balance; the history says when the balance is short."
      />
    </>
  );
}
