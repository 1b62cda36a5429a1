import { profileCreate, validatorFrom } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateProfileMutation } from '../api/profiles-api';
import { ProfileFields, toProfileRequest, type ProfileFormValues } from './profile-fields';

const validate = validatorFrom(profileCreate);
const EMPTY: Partial<ProfileFormValues> = { nasIds: [] };

export function ProfileCreatePage() {
  const [createProfile] = useCreateProfileMutation();
  return (
    <RecordFormScreen<ProfileFormValues>
      title="New Profile"
      mode="create"
      initialValues={EMPTY}
      validate={validate}
      onSave={(values) => createProfile(toProfileRequest(values)).unwrap()}
    >
      <ProfileFields />
    </RecordFormScreen>
  );
}
