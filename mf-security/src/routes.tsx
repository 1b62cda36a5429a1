import { P } from '@console/api';
import { AreaRoutes, type AreaPage } from '@console/ui';
import { AuditPage } from './features/audit/components/audit-page';
import { PermissionCreatePage } from './features/permissions/components/permission-create-page';
import { PermissionEditPage } from './features/permissions/components/permission-edit-page';
import { PermissionsPage } from './features/permissions/components/permissions-page';
import { RoleCreatePage } from './features/roles/components/role-create-page';
import { RoleEditPage } from './features/roles/components/role-edit-page';
import { RolesPage } from './features/roles/components/roles-page';
import { UserCreatePage } from './features/users/components/user-create-page';
import { UserEditPage } from './features/users/components/user-edit-page';
import { UsersPage } from './features/users/components/users-page';

const PAGES: AreaPage[] = [
  { path: 'users/all', anyOf: [P.VIEW_USERS], page: <UsersPage /> },
  { path: 'users/create', anyOf: [P.CREATE_USER], page: <UserCreatePage /> },
  { path: 'users/:id', anyOf: [P.MODIFY_USER], page: <UserEditPage /> },
  { path: 'roles/all', anyOf: [P.VIEW_ROLES], page: <RolesPage /> },
  { path: 'roles/create', anyOf: [P.CREATE_ROLE], page: <RoleCreatePage /> },
  { path: 'roles/:id', anyOf: [P.MODIFY_ROLE], page: <RoleEditPage /> },
  { path: 'permission/all', anyOf: [P.VIEW_PERMISSIONS], page: <PermissionsPage /> },
  { path: 'permission/create', anyOf: [P.CREATE_PERMISSION], page: <PermissionCreatePage /> },
  { path: 'permission/:id', anyOf: [P.MODIFY_PERMISSION], page: <PermissionEditPage /> },
  { path: 'audit', anyOf: [P.VIEW_AUDIT], page: <AuditPage /> },
];

/** The Security area, under /security: users, roles, permissions and the audit trail, each page behind its permission. */
export default function SecurityRoutes() {
  return <AreaRoutes home="users/all" pages={PAGES} />;
}
