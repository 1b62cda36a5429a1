import { isCataloguePermission, permissionCreateRequest, validatorFrom, type Permission } from '@console/api';
import { CancelLink, RecordFormScreen, Screen, useRecordToEdit, Alert, DataList, Stack } from '@console/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetPermissionQuery } from '../api/permissions-api';
import { useUpdatePermissionMutation } from '../api/update-permission';
import { PermissionFields, type PermissionFormValues } from './permission-fields';

const validate = validatorFrom(permissionCreateRequest);

/** A catalogue permission is what the code checks by id: shown, never edited. */
function CataloguePermission({ permission }: { permission: Permission }) {
  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>This permission is part of the built-in catalogue: its id, name and group are fixed.</Alert.Title>
      </Alert.Root>
      <DataList.Root orientation="horizontal">
        {[
          ['Id', permission.id],
          ['Name', permission.name],
          ['Group', permission.group],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <div>
        <CancelLink />
      </div>
    </Stack>
  );
}

export function PermissionEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const read = useGetPermissionQuery(id);
  const record = useRecordToEdit(read, 'permission');
  const [updatePermission] = useUpdatePermissionMutation();

  const save = async ({ id: newId, name, group, updated }: PermissionFormValues) => {
    const result = await updatePermission({ id, newId: newId === id ? undefined : newId, name, group, updated }).unwrap();
    // Renumbered: the page moves to the permission's new address.
    if (result.permission.id !== id) navigate(`../${result.permission.id}`, { relative: 'path', replace: true });
    return result;
  };

  if (read.data && isCataloguePermission(read.data.permission.id)) {
    return (
      <Screen title="Permission">
        <CataloguePermission permission={read.data.permission} />
      </Screen>
    );
  }
  return (
    <RecordFormScreen<PermissionFormValues, unknown> title="Edit Permission" mode="edit" {...record} validate={validate} onSave={save}>
      <PermissionFields />
    </RecordFormScreen>
  );
}
