import { P, usePermission, userStatusLabel, type User } from '@console/api';
import { ListScreen, formatDate, useListState, type Column, type FilterColumn } from '@console/ui';
import { useDeleteUserMutation } from '../api/delete-user';
import { useListUsersQuery } from '../api/list-users';

const COLUMNS: Column<User>[] = [
  { header: 'Username', field: 'username' },
  { header: 'Name', cell: (user) => `${user.firstname} ${user.lastname}` },
  { header: 'Roles', cell: (user) => user.userRoles.length },
  { header: 'Status', cell: (user) => userStatusLabel(user.status) },
  { header: 'Created', cell: (user) => formatDate(user.created) },
  { header: 'Updated', cell: (user) => formatDate(user.updated) },
];

// The spec's "filter by Date or Number": the day an account was created, or a phone number.
const FILTERS: FilterColumn[] = [
  { value: 'username', label: 'Username' },
  { value: 'phone', label: 'Phone number' },
  { value: 'created', label: 'Created on', type: 'date' },
];

export function UsersPage() {
  const state = useListState(FILTERS);
  const { data, isFetching, error } = useListUsersQuery(state.request);
  const [deleteUser] = useDeleteUserMutation();
  const canDelete = usePermission(P.DELETE_USER);
  return (
    <ListScreen
      title="Users"
      newLabel={usePermission(P.CREATE_USER) ? 'New User' : undefined}
      columns={COLUMNS}
      state={state}
      rows={data?.users}
      size={data?.size}
      loading={isFetching}
      error={error}
      rowKey={(user) => user.id}
      nameOf={(user) => user.username}
      canEdit={usePermission(P.MODIFY_USER)}
      onDelete={canDelete ? (user) => deleteUser(user.id).unwrap() : undefined}
    />
  );
}
