import { Alert, DataList, Stack } from '@chakra-ui/react';
import { isCataloguePermission, permissionCreateRequest, validatorFrom, type Permission } from '@console/api';
import { CancelLink, RecordFormScreen, Screen } from '@console/ui';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetPermissionQuery } from '../api/get-permission';
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
  const { data, isLoading, error } = useGetPermissionQuery(id);
  const [updatePermission] = useUpdatePermissionMutation();
  const initialValues = useMemo(() => data && { ...data.permission }, [data]);

  const save = async ({ id: newId, name, group, updated }: PermissionFormValues) => {
    const result = await updatePermission({ id, newId: newId === id ? undefined : newId, name, group, updated }).unwrap();
    // Renumbered: the page moves to the permission's new address.
    if (result.permission.id !== id) navigate(`../${result.permission.id}`, { relative: 'path', replace: true });
    return result;
  };

  if (data && isCataloguePermission(data.permission.id)) {
    return (
      <Screen title="Permission">
        <CataloguePermission permission={data.permission} />
      </Screen>
    );
  }
  return (
    <RecordFormScreen<PermissionFormValues, unknown>
      title="Edit Permission"
      mode="edit"
      initialValues={initialValues}
      loading={isLoading}
      error={error}
      validate={validate}
      onSave={save}
    >
      <PermissionFields />
    </RecordFormScreen>
  );
}
