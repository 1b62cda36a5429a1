import { roleUpdateRequest, validatorFrom, type Role } from '@console/api';
import { editPageOf } from '@console/ui';
import { useGetRoleQuery, useUpdateRoleMutation } from '../api/roles-api';
import { RoleFields, toRolePermissions, type RoleFormValues } from './role-fields';

const toFormValues = (role: Role): RoleFormValues => ({
  id: role.id,
  updated: role.updated,
  name: role.name,
  permissionIds: role.rolePermissions.map((entry) => entry.permissionId),
});

export const RoleEditPage = editPageOf({
  noun: 'Role',
  validate: validatorFrom(roleUpdateRequest),
  useRead: useGetRoleQuery,
  toValues: toFormValues,
  useUpdate: useUpdateRoleMutation,
  toRequest: ({ permissionIds, ...values }: RoleFormValues, id) => ({ ...values, id, rolePermissions: toRolePermissions(permissionIds) }),
  fields: <RoleFields />,
});
