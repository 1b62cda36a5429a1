import { P, usePermission, type Role } from '@console/api';
import { ListScreen, formatDate, useListState, type Column } from '@console/ui';
import { useDeleteRoleMutation } from '../api/delete-role';
import { useListRolesQuery } from '../api/list-roles';

const COLUMNS: Column<Role>[] = [
  { header: 'Name', field: 'name' },
  { header: 'Permissions', cell: (role) => role.rolePermissions.length },
  { header: 'Created', cell: (role) => formatDate(role.created) },
  { header: 'Updated', cell: (role) => formatDate(role.updated) },
];

const FILTERS = [{ value: 'name', label: 'Name' }];

export function RolesPage() {
  const state = useListState(FILTERS);
  const { data, isFetching, error } = useListRolesQuery(state.request);
  const [deleteRole] = useDeleteRoleMutation();
  const canDelete = usePermission(P.DELETE_ROLE);
  return (
    <ListScreen
      title="Roles"
      newLabel={usePermission(P.CREATE_ROLE) ? 'New Role' : undefined}
      columns={COLUMNS}
      state={state}
      rows={data?.roles}
      size={data?.size}
      loading={isFetching}
      error={error}
      rowKey={(role) => role.id}
      nameOf={(role) => role.name}
      canEdit={usePermission(P.MODIFY_ROLE)}
      onDelete={canDelete ? (role) => deleteRole(role.id).unwrap() : undefined}
    />
  );
}
