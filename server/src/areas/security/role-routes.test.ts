import { P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { adminRoleId, createRole, createUser } from './security-fixtures';

const perms = (...ids: number[]) => ids.map((permissionId) => ({ permissionId }));

describeAsAdmin('security: roles', (s) => {
  it('creates, reads and lists roles with their permissions', async () => {
    const created = await s.t.call(
      '/user/role/create',
      { name: 'Location desk', rolePermissions: perms(P.VIEW_LOCATIONS, P.CREATE_LOCATION, P.VIEW_LOCATIONS) },
      s.admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Created successfully');
    const { role } = created.body.data;
    expect(role).toMatchObject({ name: 'Location desk', rolePermissions: perms(P.VIEW_LOCATIONS, P.CREATE_LOCATION) });
    expect(role.created).toBeGreaterThan(0);
    expect((await s.t.call('/user/role', { id: role.id }, s.admin)).body.data.role).toEqual(role);
    const list = await s.t.call('/user/roles', { criteria: { name: 'location' } }, s.admin);
    expect(list.body.data).toEqual({ roles: [role], size: 1 });
    const all = await s.t.call('/user/roles', { limit: 100 }, s.admin);
    const administrator = all.body.data.roles.find((r: { name: string }) => r.name === 'Administrator')!;
    expect(administrator.rolePermissions.length).toBeGreaterThan(50);
    expect((await s.t.call('/user/roles', { criteria: { id: 'x' } }, s.admin)).status).toBe(400);
  });

  it('validates the name (2-20) and permission ids (1-500), and refuses unknown permissions', async () => {
    const short = await s.t.call('/user/role/create', { name: 'A', rolePermissions: perms(0) }, s.admin);
    expect(short.status).toBe(400);
    expect(short.body.data.errors).toEqual({ name: 'At least 2 characters', 'rolePermissions.0.permissionId': 'At least 1' });
    expect((await s.t.call('/user/role/create', { name: 'N'.repeat(21), rolePermissions: perms(501) }, s.admin)).body.data.errors).toEqual({
      name: 'At most 20 characters',
      'rolePermissions.0.permissionId': 'Digits only, up to 500',
    });
    expect((await s.t.call('/user/role/create', { name: 'N'.repeat(20), rolePermissions: [] }, s.admin)).status).toBe(200);
    expect((await s.t.call('/user/role/create', { name: 'Ok', rolePermissions: perms(P.VIEW_NAS) }, s.admin)).status).toBe(200);
    const unknown = await s.t.call('/user/role/create', { name: 'Ghosts', rolePermissions: perms(499) }, s.admin);
    expect(unknown.status).toBe(409);
    expect((await s.t.call('/user/roles', { criteria: { name: 'Ghosts' } }, s.admin)).body.data.size).toBe(0);
  });

  it('keeps role names unique whatever their case', async () => {
    const first = await createRole(s.t, 'Auditors', []);
    const again = await s.t.call('/user/role/create', { name: 'AUDITORS', rolePermissions: [] }, s.admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    const other = await createRole(s.t, 'Cashiers', []);
    expect((await s.t.call('/user/role/update', { id: other.id, name: 'auditors', rolePermissions: [] }, s.admin)).status).toBe(409);
    // Renaming a role to its own name in another case is fine.
    expect((await s.t.call('/user/role/update', { id: first.id, name: 'AUDITORS', rolePermissions: [] }, s.admin)).status).toBe(200);
  });

  it('updates a role, refusing a stale copy; holders get the change on their next request', async () => {
    const { token, roleId } = await s.t.userWith([P.VIEW_USERS]);
    expect((await s.t.call('/users', {}, token)).status).toBe(200);
    expect((await s.t.call('/user/permissions', {}, token)).status).toBe(403);
    const { role } = (await s.t.call('/user/role', { id: roleId }, s.admin)).body.data;
    const updated = await s.t.call(
      '/user/role/update',
      { id: roleId, name: 'Readers', rolePermissions: perms(P.VIEW_PERMISSIONS), updated: role.updated },
      s.admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Updated successfully');
    expect(updated.body.data.role).toMatchObject({ name: 'Readers', rolePermissions: perms(P.VIEW_PERMISSIONS) });
    expect((await s.t.call('/users', {}, token)).status).toBe(403);
    expect((await s.t.call('/user/permissions', {}, token)).status).toBe(200);
    const stale = await s.t.call('/user/role/update', { id: roleId, name: 'Stale', rolePermissions: [], updated: role.updated }, s.admin);
    expect(stale.status).toBe(409);
    expect((await s.t.call('/user/role/update', { id: '0'.repeat(36), name: 'Nobody', rolePermissions: [] }, s.admin)).status).toBe(404);
    expect((await s.t.call('/user/role', { id: '0'.repeat(36) }, s.admin)).status).toBe(404);
  });

  it('refuses to take permission 1 from the last active super user through their role', async () => {
    const roleId = await adminRoleId(s.t);
    const refused = await s.t.call('/user/role/update', { id: roleId, name: 'Administrator', rolePermissions: perms(P.VIEW_USERS) }, s.admin);
    expect(refused.status).toBe(409);
    const { role } = (await s.t.call('/user/role', { id: roleId }, s.admin)).body.data;
    expect(role.rolePermissions).toContainEqual({ permissionId: P.SUPER_USER });
  });

  it('refuses to delete a role still given to users, and deletes an unused one', async () => {
    const role = await createRole(s.t, 'Busy role', [P.VIEW_SITES]);
    const { user } = await createUser(s.t, { userRoles: [{ roleId: role.id }] });
    const inUse = await s.t.call('/user/role/delete', { id: role.id }, s.admin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/still given to 1 user/);
    expect((await s.t.call('/user/delete', { id: user.id }, s.admin)).status).toBe(200);
    const deleted = await s.t.call('/user/role/delete', { id: role.id }, s.admin);
    expect(deleted.status).toBe(200);
    expect((await s.t.call('/user/role', { id: role.id }, s.admin)).status).toBe(404);
    expect((await s.t.call('/user/role/delete', { id: role.id }, s.admin)).status).toBe(404);
  });

  it('does not let a role manager grant or manage permissions they do not hold', async () => {
    const manager = await s.t.userWith([P.VIEW_ROLES, P.CREATE_ROLE, P.MODIFY_ROLE, P.DELETE_ROLE, P.VIEW_SITES]);
    const escalate = await s.t.call('/user/role/create', { name: 'Sneaky', rolePermissions: perms(P.SUPER_USER) }, manager.token);
    expect(escalate.status).toBe(409);
    expect(escalate.body.message).toMatch(/Super user/);
    const own = await s.t.call(
      '/user/role/update',
      { id: manager.roleId, name: 'Mine', rolePermissions: perms(P.VIEW_ROLES, P.MODIFY_ROLE, P.DELETE_USER) },
      manager.token,
    );
    expect(own.status).toBe(409);
    const adminRole = await adminRoleId(s.t);
    expect(
      (await s.t.call('/user/role/update', { id: adminRole, name: 'Administrator', rolePermissions: perms(P.VIEW_SITES) }, manager.token)).status,
    ).toBe(409);
    expect((await s.t.call('/user/role/delete', { id: adminRole }, manager.token)).status).toBe(409);
    const fine = await s.t.call('/user/role/create', { name: 'Site viewers', rolePermissions: perms(P.VIEW_SITES) }, manager.token);
    expect(fine.status).toBe(200);
    expect((await s.t.call('/user/role/delete', { id: fine.body.data.role.id }, manager.token)).status).toBe(200);
  });
});
