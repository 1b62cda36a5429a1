import { P, SECURITY_MENU } from '@console/api';
import { AreaRoutes, entryPage, recordPages, type AreaPage } from '@console/ui';
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

const { users, roles, permissions, audit } = SECURITY_MENU.entries;

const PAGES: AreaPage[] = [
  ...recordPages(users, { create: [P.CREATE_USER], modify: [P.MODIFY_USER] }, [<UsersPage />, <UserCreatePage />, <UserEditPage />]),
  ...recordPages(roles, { create: [P.CREATE_ROLE], modify: [P.MODIFY_ROLE] }, [<RolesPage />, <RoleCreatePage />, <RoleEditPage />]),
  ...recordPages(permissions, { create: [P.CREATE_PERMISSION], modify: [P.MODIFY_PERMISSION] }, [
    <PermissionsPage />,
    <PermissionCreatePage />,
    <PermissionEditPage />,
  ]),
  entryPage(audit, <AuditPage />),
];

/** The Security area, under /security: users, roles, permissions and the audit trail, each page behind its permission. */
export default function SecurityRoutes() {
  return <AreaRoutes home={users.path} pages={PAGES} />;
}
