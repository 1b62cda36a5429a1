import { permissionCreateRequest, validatorFrom } from '@console/api';
import { FormShell, Screen } from '@console/ui';
import { CancelLink } from '../../../components/cancel-link';
import { useCreatePermissionMutation } from '../api/create-permission';
import { PermissionFields, type PermissionFormValues } from './permission-fields';

const validate = validatorFrom(permissionCreateRequest);

export function PermissionCreatePage() {
  const [createPermission] = useCreatePermissionMutation();
  return (
    <Screen title="New Permission">
      <FormShell<PermissionFormValues>
        validate={validate}
        resetAfterSave
        onSave={(values) => createPermission(values).unwrap()}
        successText="Created successfully"
        actions={<CancelLink />}
      >
        <PermissionFields />
      </FormShell>
    </Screen>
  );
}
