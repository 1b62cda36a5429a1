import { P, isCataloguePermission, usePermission, type Permission } from '@console/api';
import { ListScreen, listAnswer, formatDate, useListState, type Column } from '@console/ui';
import { useDeletePermissionMutation } from '../api/delete-permission';
import { useListPermissionsQuery } from '../api/list-permissions';

const COLUMNS: Column<Permission>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Group', field: 'group', sort: 'group' },
  { header: 'Created', cell: (permission) => formatDate(permission.created), sort: 'created' },
  { header: 'Updated', cell: (permission) => formatDate(permission.updated), sort: 'updated' },
];

const FILTERS = [{ value: 'name', label: 'Name' }];

export function PermissionsPage() {
  const state = useListState(FILTERS);
  const list = useListPermissionsQuery(state.request);
  const [deletePermission] = useDeletePermissionMutation();
  const canDelete = usePermission(P.DELETE_PERMISSION);
  return (
    <ListScreen
      title="Permissions"
      newLabel={usePermission(P.CREATE_PERMISSION) ? 'New Permission' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'permissions')}
      rowKey={(permission) => permission.id}
      nameOf={(permission) => permission.name}
      canEdit={usePermission(P.MODIFY_PERMISSION)}
      onDelete={canDelete ? (permission) => deletePermission(permission.id).unwrap() : undefined}
      // The catalogue's permissions are what the code checks: the server refuses to delete them.
      canDeleteRow={(permission) => !isCataloguePermission(permission.id)}
    />
  );
}
