import { P, PERMISSION_CATALOGUE, usePermission, type Role } from '@console/api';
import { ListScreen, listAnswer, NameList, formatDate, useListState, type Column } from '@console/ui';
import { useDeleteRoleMutation } from '../api/delete-role';
import { useListRolesQuery } from '../api/list-roles';

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

export function RolesPage() {
  const state = useListState(FILTERS);
  const list = useListRolesQuery(state.request);
  const [deleteRole] = useDeleteRoleMutation();
  const canDelete = usePermission(P.DELETE_ROLE);
  return (
    <ListScreen
      title="Roles"
      newLabel={usePermission(P.CREATE_ROLE) ? 'New Role' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'roles')}
      rowKey={(role) => role.id}
      nameOf={(role) => role.name}
      canEdit={usePermission(P.MODIFY_ROLE)}
      onDelete={canDelete ? (role) => deleteRole(role.id).unwrap() : undefined}
    />
  );
}
