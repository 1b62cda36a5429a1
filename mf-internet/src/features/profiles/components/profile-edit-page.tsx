import { profileUpdate, validatorFrom } from '@console/api';
import { RecordFormScreen, useRecordToEdit } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api/profiles-api';
import { ProfileFields, toProfileFormValues, toProfileRequest, type ProfileFormValues } from './profile-fields';

const validate = validatorFrom(profileUpdate);

export function ProfileEditPage() {
  const { id = '' } = useParams();
  const record = useRecordToEdit(useGetProfileQuery(id), 'profile', toProfileFormValues);
  const [updateProfile] = useUpdateProfileMutation();
  return (
    <RecordFormScreen<ProfileFormValues>
      title="Edit Profile"
      mode="edit"
      {...record}
      validate={validate}
      // The profile form's button is Save (spec section 2), and its success text says so.
      successText="Saved successfully"
      onSave={(values) => updateProfile({ ...toProfileRequest(values), id }).unwrap()}
    >
      <ProfileFields />
    </RecordFormScreen>
  );
}
