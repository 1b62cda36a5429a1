import { roleUpdateRequest, validatorFrom, type Role } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
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
  // A new object only when the record is reloaded (after a save), so the form takes the new `updated`.
  const initialValues = useMemo(() => data && toFormValues(data.role), [data]);
  return (
    <RecordFormScreen<RoleFormValues, unknown>
      title="Edit Role"
      mode="edit"
      initialValues={initialValues}
      loading={isLoading}
      error={error}
      validate={validate}
      onSave={({ permissionIds, ...values }) => updateRole({ ...values, id, rolePermissions: toRolePermissions(permissionIds) }).unwrap()}
    >
      <RoleFields />
    </RecordFormScreen>
  );
}
