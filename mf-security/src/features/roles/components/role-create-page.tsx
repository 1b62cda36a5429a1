import { roleCreateRequest, validatorFrom } from '@console/api';
import { FormShell, Screen } from '@console/ui';
import { CancelLink } from '../../../components/cancel-link';
import { useCreateRoleMutation } from '../api/create-role';
import { RoleFields, toRolePermissions, type RoleFormValues } from './role-fields';

const validate = validatorFrom(roleCreateRequest);
const EMPTY: Partial<RoleFormValues> = { permissionIds: [] };

export function RoleCreatePage() {
  const [createRole] = useCreateRoleMutation();
  return (
    <Screen title="New Role">
      <FormShell<RoleFormValues>
        validate={validate}
        initialValues={EMPTY}
        resetAfterSave
        onSave={({ name, permissionIds }) => createRole({ name, rolePermissions: toRolePermissions(permissionIds) }).unwrap()}
        successText="Created successfully"
        actions={<CancelLink />}
      >
        <RoleFields />
      </FormShell>
    </Screen>
  );
}
