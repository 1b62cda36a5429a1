import { locationUpdate, validatorFrom, type LocationUpdate } from '@console/api';
import { RecordFormScreen, useRecordToEdit } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetLocationQuery, useUpdateLocationMutation } from '../api/locations-api';
import { LocationFields } from './location-fields';

const validate = validatorFrom(locationUpdate);

export function LocationEditPage() {
  const { id = '' } = useParams();
  const record = useRecordToEdit(useGetLocationQuery(id), 'location');
  const [updateLocation] = useUpdateLocationMutation();
  return (
    <RecordFormScreen<LocationUpdate>
      title="Edit Location"
      mode="edit"
      {...record}
      validate={validate}
      onSave={(values) => updateLocation({ ...values, id }).unwrap()}
    >
      <LocationFields />
    </RecordFormScreen>
  );
}
