import { locationCreate, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateLocationMutation } from '../api/locations-api';
import { LocationFields } from './location-fields';

export const LocationCreatePage = createPageOf({
  noun: 'Location',
  validate: validatorFrom(locationCreate),
  useCreate: useCreateLocationMutation,
  fields: <LocationFields />,
});
