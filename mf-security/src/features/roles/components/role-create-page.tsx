import { roleCreateRequest, validatorFrom } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateRoleMutation } from '../api/create-role';
import { RoleFields, toRolePermissions, type RoleFormValues } from './role-fields';

const validate = validatorFrom(roleCreateRequest);
const EMPTY: Partial<RoleFormValues> = { permissionIds: [] };

export function RoleCreatePage() {
  const [createRole] = useCreateRoleMutation();
  return (
    <RecordFormScreen<RoleFormValues, unknown>
      title="New Role"
      mode="create"
      initialValues={EMPTY}
      validate={validate}
      onSave={({ name, permissionIds }) => createRole({ name, rolePermissions: toRolePermissions(permissionIds) }).unwrap()}
    >
      <RoleFields />
    </RecordFormScreen>
  );
}
