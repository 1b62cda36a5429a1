import { permissionCreateRequest, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreatePermissionMutation } from '../api/permissions-api';
import { PermissionFields, type PermissionFormValues } from './permission-fields';

export const PermissionCreatePage = createPageOf({
  noun: 'Permission',
  validate: validatorFrom(permissionCreateRequest),
  useCreate: useCreatePermissionMutation,
  toRequest: (values: PermissionFormValues) => values,
  fields: <PermissionFields />,
});
