import { locationUpdate, validatorFrom } from '@console/api';
import { editPageOf } from '@console/ui';
import { useGetLocationQuery, useUpdateLocationMutation } from '../api/locations-api';
import { LocationFields } from './location-fields';

export const LocationEditPage = editPageOf({
  noun: 'Location',
  validate: validatorFrom(locationUpdate),
  useRead: useGetLocationQuery,
  useUpdate: useUpdateLocationMutation,
  fields: <LocationFields />,
});
