import { profileUpdate, validatorFrom } from '@console/api';
import { editPageOf } from '@console/ui';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api/profiles-api';
import { ProfileFields, toProfileFormValues, toProfileRequest, type ProfileFormValues } from './profile-fields';

export const ProfileEditPage = editPageOf({
  noun: 'Profile',
  validate: validatorFrom(profileUpdate),
  useRead: useGetProfileQuery,
  toValues: toProfileFormValues,
  useUpdate: useUpdateProfileMutation,
  toRequest: (values: ProfileFormValues, id) => ({ ...toProfileRequest(values), id }),
  // The profile form's button is Save (spec section 2), and its success text says so.
  successText: 'Saved successfully',
  fields: <ProfileFields />,
});
