import { profileCreate, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateProfileMutation } from '../api/profiles-api';
import { ProfileFields, toProfileRequest } from './profile-fields';

export const ProfileCreatePage = createPageOf({
  noun: 'Profile',
  validate: validatorFrom(profileCreate),
  initialValues: { nasIds: [], idleTimeout: 0 },
  useCreate: useCreateProfileMutation,
  toRequest: toProfileRequest,
  fields: <ProfileFields />,
});
