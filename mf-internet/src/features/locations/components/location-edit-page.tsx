import { locationUpdate, validatorFrom, type LocationUpdate } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetLocationQuery, useUpdateLocationMutation } from '../api/locations-api';
import { LocationFields } from './location-fields';

const validate = validatorFrom(locationUpdate);

export function LocationEditPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetLocationQuery(id);
  const [updateLocation] = useUpdateLocationMutation();
  return (
    <RecordFormScreen<LocationUpdate>
      title="Edit Location"
      mode="edit"
      loading={isLoading}
      error={error}
      initialValues={data?.location}
      validate={validate}
      onSave={(values) => updateLocation({ ...values, id }).unwrap()}
    >
      <LocationFields />
    </RecordFormScreen>
  );
}
