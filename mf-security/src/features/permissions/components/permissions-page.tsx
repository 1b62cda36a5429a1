import { isCataloguePermission, type Permission } from '@console/api';
import { listPageOf, stampColumns, type Column } from '@console/ui';
import { useDeletePermissionMutation, useListPermissionsQuery } from '../api/permissions-api';

const COLUMNS: Column<Permission>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Group', field: 'group', sort: 'group' },
  ...stampColumns<Permission>(),
];

export const PermissionsPage = listPageOf({
  noun: 'Permission',
  columns: COLUMNS,
  filters: ['name'],
  useList: useListPermissionsQuery,
  useDelete: useDeletePermissionMutation,
  // The catalogue's permissions are what the code checks: the server refuses to delete them.
  canDeleteRow: (permission) => !isCataloguePermission(permission.id),
});
