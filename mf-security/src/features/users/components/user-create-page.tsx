import { userCreateRequest, validatorFrom, type User, type UserCreateRequest } from '@console/api';
import { CancelLink, FormShell, Screen, createdRecordLink, Text } from '@console/ui';
import { useCreateUserMutation } from '../api/users-api';
import { UserFields, toUserRoles, type UserFormValues } from './user-fields';

const validate = validatorFrom(userCreateRequest);
const EMPTY: Partial<UserFormValues> = { roleIds: [] };

export function UserCreatePage() {
  const [createUser] = useCreateUserMutation();
  return (
    <Screen title="New User">
      <FormShell<UserFormValues, { user: User }>
        validate={validate}
        initialValues={EMPTY}
        resetAfterSave
        successLink={createdRecordLink}
        onSave={({ roleIds, ...values }) => createUser({ ...(values as UserCreateRequest), userRoles: toUserRoles(roleIds) }).unwrap()}
        // No secret to pass on (issue 31): the user sets up one-time codes on their own phone.
        successText={(created) => (
          <Text>
            Created successfully. Give {created.user.username} their password: at their first sign-in they set up one-time codes with their own
            authenticator app.
          </Text>
        )}
        actions={<CancelLink />}
      >
        <UserFields mode="create" />
      </FormShell>
    </Screen>
  );
}
