import { P, PERMISSION_CATALOGUE, type Role } from '@console/api';
import { listPageOf, NameList, formatDate, type Column } from '@console/ui';
import { useDeleteRoleMutation, useListRolesQuery } from '../api/roles-api';

// Names as the catalogue gives them: a viewer of roles may not read the permissions list.
const PERMISSION_NAMES = new Map<number, string>(PERMISSION_CATALOGUE.map((entry) => [entry.id, entry.name]));
const permissionName = (id: number) => PERMISSION_NAMES.get(id) ?? `Permission ${id}`;

const COLUMNS: Column<Role>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Permissions', cell: (role) => <NameList names={role.rolePermissions.map((link) => permissionName(link.permissionId))} /> },
  { header: 'Created', cell: (role) => formatDate(role.created), sort: 'created' },
  { header: 'Updated', cell: (role) => formatDate(role.updated), sort: 'updated' },
];

const FILTERS = [{ value: 'name', label: 'Name' }];

export const RolesPage = listPageOf({
  title: 'Roles',
  newLabel: 'New Role',
  columns: COLUMNS,
  filters: FILTERS,
  useList: useListRolesQuery,
  key: 'roles',
  useDelete: useDeleteRoleMutation,
  access: { create: [P.CREATE_ROLE], modify: [P.MODIFY_ROLE], delete: [P.DELETE_ROLE] },
  nameOf: (role) => role.name,
});
