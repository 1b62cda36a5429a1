import { userUpdateRequest, validatorFrom, type User } from '@console/api';
import { RecordFormScreen, useRecordToEdit, HStack, Text } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetUserQuery, useUpdateUserMutation } from '../api/users-api';
import { SignInPressureNotice } from './sign-in-pressure';
import { ResetPasswordButton, ResetSecondFactorButton, UnlockSignInButton } from './user-credentials';
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
  const read = useGetUserQuery(id);
  const record = useRecordToEdit(read, 'user', toFormValues);
  const [updateUser] = useUpdateUserMutation();

  return (
    <RecordFormScreen<UserFormValues, unknown>
      title="Edit User"
      mode="edit"
      {...record}
      validate={validate}
      history={{ entity: 'User', id }}
      onSave={({ roleIds, ...values }) => updateUser({ ...values, id, status: values.status as number, userRoles: toUserRoles(roleIds) }).unwrap()}
      after={
        <HStack gap="3" borderTopWidth="1px" pt="4" mt="6" flexWrap="wrap">
          <ResetPasswordButton userId={id} />
          <ResetSecondFactorButton userId={id} />
          <UnlockSignInButton userId={id} />
        </HStack>
      }
    >
      {read.data && <Text color="fg.muted">Username: {read.data.user.username}</Text>}
      <SignInPressureNotice userId={id} />
      <UserFields mode="edit" />
    </RecordFormScreen>
  );
}
