import { locationCreate, validatorFrom, type LocationCreate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateLocationMutation } from '../api/locations-api';
import { LocationFields } from './location-fields';

const validate = validatorFrom(locationCreate);
const EMPTY = {};

export function LocationCreatePage() {
  const [createLocation] = useCreateLocationMutation();
  return (
    <RecordFormScreen<LocationCreate>
      title="New Location"
      mode="create"
      initialValues={EMPTY}
      validate={validate}
      onSave={(values) => createLocation(values).unwrap()}
    >
      <LocationFields />
    </RecordFormScreen>
  );
}
