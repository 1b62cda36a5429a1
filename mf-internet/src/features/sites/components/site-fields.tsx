import { PICKER_LIMITS } from '@console/api';
import { SelectField, TextField } from '@console/ui';
import { pickerOptions } from '../../../components/picker-options';
import { useListLocationsQuery } from '../../locations';

const LOCATIONS = { offset: 0, limit: PICKER_LIMITS.locations };

export function SiteFields() {
  const { data } = useListLocationsQuery(LOCATIONS);
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" required />
      <TextField name="area" label="Area" autoComplete="off" required />
      <SelectField name="locationId" label="Location" options={pickerOptions(data?.locations, (l) => l.name)} required />
    </>
  );
}
