import { P, isCataloguePermission, type Permission } from '@console/api';
import { listPageOf, formatDate, type Column } from '@console/ui';
import { useDeletePermissionMutation, useListPermissionsQuery } from '../api/permissions-api';

const COLUMNS: Column<Permission>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Group', field: 'group', sort: 'group' },
  { header: 'Created', cell: (permission) => formatDate(permission.created), sort: 'created' },
  { header: 'Updated', cell: (permission) => formatDate(permission.updated), sort: 'updated' },
];

const FILTERS = [{ value: 'name', label: 'Name' }];

export const PermissionsPage = listPageOf({
  title: 'Permissions',
  newLabel: 'New Permission',
  columns: COLUMNS,
  filters: FILTERS,
  useList: useListPermissionsQuery,
  key: 'permissions',
  useDelete: useDeletePermissionMutation,
  access: { create: [P.CREATE_PERMISSION], modify: [P.MODIFY_PERMISSION], delete: [P.DELETE_PERMISSION] },
  nameOf: (permission) => permission.name,
  // The catalogue's permissions are what the code checks: the server refuses to delete them.
  canDeleteRow: (permission) => !isCataloguePermission(permission.id),
});
