import { profileUpdate, validatorFrom } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api/profiles-api';
import { ProfileFields, toProfileFormValues, toProfileRequest, type ProfileFormValues } from './profile-fields';

const validate = validatorFrom(profileUpdate);

export function ProfileEditPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetProfileQuery(id);
  const [updateProfile] = useUpdateProfileMutation();
  const initialValues = useMemo(() => data && toProfileFormValues(data.profile), [data]);
  return (
    <RecordFormScreen<ProfileFormValues>
      title="Edit Profile"
      mode="edit"
      loading={isLoading}
      error={error}
      initialValues={initialValues}
      validate={validate}
      // The profile form's button is Save (spec section 2), and its success text says so.
      successText="Saved successfully"
      onSave={(values) => updateProfile({ ...toProfileRequest(values), id }).unwrap()}
    >
      <ProfileFields />
    </RecordFormScreen>
  );
}
