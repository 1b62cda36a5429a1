import { HStack, Text } from '@chakra-ui/react';
import { userUpdateRequest, validatorFrom, type User } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetUserQuery } from '../api/get-user';
import { useUpdateUserMutation } from '../api/update-user';
import { ReissueTotpButton, ResetPasswordButton, UnlockSignInButton } from './user-credentials';
import { UserFields, toUserRoles, type UserFormValues } from './user-fields';

const validate = validatorFrom(userUpdateRequest);

const toFormValues = (user: User): UserFormValues => ({
  id: user.id,
  updated: user.updated,
  firstname: user.firstname,
  lastname: user.lastname,
  phone: user.phone,
  status: user.status,
  roleIds: user.userRoles.map((entry) => entry.roleId),
});

export function UserEditPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetUserQuery(id);
  const [updateUser] = useUpdateUserMutation();
  // A new object only when the record is reloaded (after a save), so the form takes the new `updated`.
  const initialValues = useMemo(() => data && toFormValues(data.user), [data]);

  return (
    <RecordFormScreen<UserFormValues, unknown>
      title="Edit User"
      mode="edit"
      initialValues={initialValues}
      loading={isLoading}
      error={error}
      validate={validate}
      history={{ entity: 'User', id }}
      onSave={({ roleIds, ...values }) => updateUser({ ...values, id, status: values.status as number, userRoles: toUserRoles(roleIds) }).unwrap()}
      after={
        <HStack gap="3" borderTopWidth="1px" pt="4" mt="6" flexWrap="wrap">
          <ResetPasswordButton userId={id} />
          <ReissueTotpButton userId={id} />
          <UnlockSignInButton userId={id} />
        </HStack>
      }
    >
      {data && <Text color="fg.muted">Username: {data.user.username}</Text>}
      <UserFields mode="edit" />
    </RecordFormScreen>
  );
}
