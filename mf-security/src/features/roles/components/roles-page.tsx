import { PERMISSION_CATALOGUE, type Role } from '@console/api';
import { listPageOf, stampColumns, NameList, type ListColumn } from '@console/ui';
import { rolesApi } from '../api/roles-api';

// Names as the catalogue gives them: a viewer of roles may not read the permissions list.
const PERMISSION_NAMES = new Map<number, string>(PERMISSION_CATALOGUE.map((entry) => [entry.id, entry.name]));
const permissionName = (id: number) => PERMISSION_NAMES.get(id) ?? `Permission ${id}`;

const COLUMNS: ListColumn<Role>[] = [
  'name',
  { header: 'Permissions', cell: (role) => <NameList names={role.rolePermissions.map((link) => permissionName(link.permissionId))} /> },
  ...stampColumns<Role>(),
];

export const RolesPage = listPageOf(rolesApi, {
  noun: 'Role',
  columns: COLUMNS,
  filters: ['name'],
});
