import { MAX_LIST_LIMIT, type Permission } from '@console/api';
import { CheckboxListField, ResultBanner, TextField, errorMessage, type Option, Stack, Text } from '@console/ui';
import { useMemo } from 'react';
import { useListPermissionsQuery } from '../../permissions';

/** The role form's values: permissions are ticked by id, and sent as the spec's `rolePermissions`. */
export interface RoleFormValues {
  id?: string;
  updated?: number;
  name: string;
  permissionIds: number[];
}

export const toRolePermissions = (permissionIds: readonly number[]) => permissionIds.map((permissionId) => ({ permissionId }));

// Every permission, not the legacy first 100: ids run to 500, and an unlisted one could not be given.
const ALL_PERMISSIONS = { offset: 0, limit: MAX_LIST_LIMIT };

/** Permissions by group, in the order of their lowest id. */
function byGroup(permissions: readonly Permission[]): Array<[string, Option<number>[]]> {
  const groups = new Map<string, Option<number>[]>();
  for (const permission of permissions) {
    const options = groups.get(permission.group) ?? [];
    options.push({ value: permission.id, label: permission.name });
    groups.set(permission.group, options);
  }
  return [...groups];
}

export function RoleFields() {
  const { data, error } = useListPermissionsQuery(ALL_PERMISSIONS);
  const groups = useMemo(() => byGroup(data?.permissions ?? []), [data]);
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" required />
      <Stack gap="4">
        <Text fontWeight="semibold">Permissions</Text>
        {error && <ResultBanner status="error">{errorMessage(error)}</ResultBanner>}
        {/* One checklist per group, all writing the same permissionIds value. */}
        {groups.map(([group, options]) => (
          <CheckboxListField key={group} name="permissionIds" label={group} options={options} columns={4} />
        ))}
      </Stack>
    </>
  );
}
