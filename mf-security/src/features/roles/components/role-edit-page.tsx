import { roleUpdateRequest, validatorFrom, type Role } from '@console/api';
import { RecordFormScreen, useRecordToEdit } from '@console/ui';
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
  const record = useRecordToEdit(useGetRoleQuery(id), 'role', toFormValues);
  const [updateRole] = useUpdateRoleMutation();
  return (
    <RecordFormScreen<RoleFormValues, unknown>
      title="Edit Role"
      mode="edit"
      {...record}
      validate={validate}
      onSave={({ permissionIds, ...values }) => updateRole({ ...values, id, rolePermissions: toRolePermissions(permissionIds) }).unwrap()}
    >
      <RoleFields />
    </RecordFormScreen>
  );
}
