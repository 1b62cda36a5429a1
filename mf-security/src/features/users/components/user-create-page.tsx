import { Stack, Text } from '@chakra-ui/react';
import { userCreateRequest, validatorFrom, type UserCreateRequest, type UserCreated } from '@console/api';
import { CancelLink, FormShell, Screen, createdRecordLink } from '@console/ui';
import { TotpEnrolment } from '../../../components/totp-enrolment';
import { useCreateUserMutation } from '../api/users-api';
import { UserFields, toUserRoles, type UserFormValues } from './user-fields';

const validate = validatorFrom(userCreateRequest);
const EMPTY: Partial<UserFormValues> = { roleIds: [] };

export function UserCreatePage() {
  const [createUser] = useCreateUserMutation();
  return (
    <Screen title="New User">
      <FormShell<UserFormValues, UserCreated>
        validate={validate}
        initialValues={EMPTY}
        resetAfterSave
        successLink={createdRecordLink}
        onSave={({ roleIds, ...values }) => createUser({ ...(values as UserCreateRequest), userRoles: toUserRoles(roleIds) }).unwrap()}
        successText={(created) => (
          <Stack gap="3">
            <Text>Created successfully. One-time password secret key of {created.user.username}:</Text>
            <TotpEnrolment secret={created.secret} otpauthUri={created.otpauthUri} />
          </Stack>
        )}
        actions={<CancelLink />}
      >
        <UserFields mode="create" />
      </FormShell>
    </Screen>
  );
}
