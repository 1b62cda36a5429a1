import { locationUpdate, validatorFrom } from '@console/api';
import { editPageOf } from '@console/ui';
import { useGetLocationQuery, useUpdateLocationMutation } from '../api/locations-api';
import { LocationFields } from './location-fields';

export const LocationEditPage = editPageOf({
  title: 'Edit Location',
  validate: validatorFrom(locationUpdate),
  useRead: useGetLocationQuery,
  key: 'location',
  useUpdate: useUpdateLocationMutation,
  fields: <LocationFields />,
});
