import { roleUpdateRequest, validatorFrom, type Role } from '@console/api';
import { FormShell, Screen, errorMessage } from '@console/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { CancelLink } from '../../../components/cancel-link';
import { useGetRoleQuery } from '../api/get-role';
import { useUpdateRoleMutation } from '../api/update-role';
import { RoleFields, toRolePermissions, type RoleFormValues } from './role-fields';

const validate = validatorFrom(roleUpdateRequest);

const toFormValues = (role: Role): RoleFormValues => ({
  id: role.id,
  updated: role.updated,
  name: role.name,
  permissionIds: role.rolePermissions.map((entry) => entry.permissionId),
});

export function RoleEditPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetRoleQuery(id);
  const [updateRole] = useUpdateRoleMutation();
  const initialValues = useMemo(() => data && toFormValues(data.role), [data]);
  return (
    <Screen title="Edit Role" loading={isLoading} error={errorMessage(error)}>
      {data && (
        <FormShell<RoleFormValues>
          validate={validate}
          initialValues={initialValues}
          onSave={({ permissionIds, ...values }) =>
            updateRole({ ...values, id, rolePermissions: toRolePermissions(permissionIds) }).unwrap()
          }
          successText="Updated successfully"
          actions={<CancelLink />}
        >
          <RoleFields />
        </FormShell>
      )}
    </Screen>
  );
}
