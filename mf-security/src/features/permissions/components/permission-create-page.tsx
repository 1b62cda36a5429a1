import { permissionCreateRequest, validatorFrom } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreatePermissionMutation } from '../api/create-permission';
import { PermissionFields, type PermissionFormValues } from './permission-fields';

const validate = validatorFrom(permissionCreateRequest);
const EMPTY: Partial<PermissionFormValues> = {};

export function PermissionCreatePage() {
  const [createPermission] = useCreatePermissionMutation();
  return (
    <RecordFormScreen<PermissionFormValues, unknown>
      title="New Permission"
      mode="create"
      initialValues={EMPTY}
      validate={validate}
      onSave={(values) => createPermission(values).unwrap()}
    >
      <PermissionFields />
    </RecordFormScreen>
  );
}
