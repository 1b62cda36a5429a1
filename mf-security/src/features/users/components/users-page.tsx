import { P, usePermission, userStatusLabel, type FilterOf, type SortOf, type User, type userCalls } from '@console/api';
import { listPageOf, NameList, stampColumns, type Column, type FilterColumn } from '@console/ui';
import { useMemo } from 'react';
import { useListRolesQuery } from '../../roles';
import { usersApi } from '../api/users-api';

// As the user form's roles checklist loads them.
const ROLE_CHOICES = { offset: 0, limit: 100 };

// Filter keys and sort columns as the users list's call declares them: a renamed key fails the type check.
type UserColumn = Column<User> & { sort?: SortOf<typeof userCalls.list> };
type UserFilter = FilterColumn & { value: FilterOf<typeof userCalls.list> };

/** The columns, the roles by name where the caller may read them (by number otherwise). */
function useUserColumns(): Column<User>[] {
  const mayReadRoles = usePermission(P.VIEW_ROLES, P.CREATE_USER, P.MODIFY_USER);
  const roles = useListRolesQuery(ROLE_CHOICES, { skip: !mayReadRoles }).data?.roles;
  return useMemo(() => {
    const names = new Map((roles ?? []).map((role) => [role.id, role.name]));
    const own: UserColumn[] = [
      { header: 'Username', field: 'username', sort: 'username' },
      { header: 'Name', cell: (user) => `${user.firstname} ${user.lastname}`, sort: 'name' },
      {
        header: 'Roles',
        cell: (user) => (roles ? <NameList names={user.userRoles.map((link) => names.get(link.roleId) ?? 'Unknown role')} /> : user.userRoles.length),
      },
      { header: 'Status', cell: (user) => userStatusLabel(user.status), sort: 'status', priority: 1 },
    ];
    return [...own, ...stampColumns<User>()];
  }, [roles]);
}

// The spec's "filter by Date or Number": the day an account was created, or a phone number.
const FILTERS: UserFilter[] = [
  { value: 'username', label: 'Username' },
  { value: 'phone', label: 'Phone number' },
  { value: 'created', label: 'Created on', type: 'date' },
];

export const UsersPage = listPageOf(usersApi, {
  noun: 'User',
  columns: useUserColumns,
  filters: FILTERS,
  nameOf: (user) => user.username,
});
