import { P } from '@console/api';
import { PageNotFound, PermissionGate } from '@console/ui';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
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

const gated = (anyOf: readonly number[], page: ReactNode) => <PermissionGate anyOf={anyOf}>{page}</PermissionGate>;

/** The Security area, under /security: users, roles, permissions and the audit trail, each page behind its permission. */
export default function SecurityRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="users/all" replace />} />
      <Route path="users/all" element={gated([P.VIEW_USERS], <UsersPage />)} />
      <Route path="users/create" element={gated([P.CREATE_USER], <UserCreatePage />)} />
      <Route path="users/:id" element={gated([P.MODIFY_USER], <UserEditPage />)} />
      <Route path="roles/all" element={gated([P.VIEW_ROLES], <RolesPage />)} />
      <Route path="roles/create" element={gated([P.CREATE_ROLE], <RoleCreatePage />)} />
      <Route path="roles/:id" element={gated([P.MODIFY_ROLE], <RoleEditPage />)} />
      <Route path="permission/all" element={gated([P.VIEW_PERMISSIONS], <PermissionsPage />)} />
      <Route path="permission/create" element={gated([P.CREATE_PERMISSION], <PermissionCreatePage />)} />
      <Route path="permission/:id" element={gated([P.MODIFY_PERMISSION], <PermissionEditPage />)} />
      <Route path="audit" element={gated([P.VIEW_AUDIT], <AuditPage />)} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
