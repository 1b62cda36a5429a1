import { roleCreateRequest, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateRoleMutation } from '../api/roles-api';
import { RoleFields, toRolePermissions, type RoleFormValues } from './role-fields';

export const RoleCreatePage = createPageOf({
  noun: 'Role',
  validate: validatorFrom(roleCreateRequest),
  initialValues: { permissionIds: [] },
  useCreate: useCreateRoleMutation,
  toRequest: ({ name, permissionIds }: RoleFormValues) => ({ name, rolePermissions: toRolePermissions(permissionIds) }),
  fields: <RoleFields />,
});
