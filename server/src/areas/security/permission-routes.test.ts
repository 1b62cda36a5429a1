import { P, PERMISSION_CATALOGUE } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { createRole } from './security-fixtures';

describeAsAdmin('security: permissions', (s) => {
  it('lists the seeded catalogue by id with name and group, filtered by name', async () => {
    const first = await s.t.call('/user/permissions', { offset: 0, limit: 10 }, s.admin);
    expect(first.status).toBe(200);
    expect(first.body.data.size).toBe(PERMISSION_CATALOGUE.length);
    expect(first.body.data.permissions[0]).toMatchObject({ id: P.SUPER_USER, name: 'Super user', group: 'System' });
    expect(first.body.data.permissions).toHaveLength(10);
    const filtered = await s.t.call('/user/permissions', { criteria: { name: 'ROLE' } }, s.admin);
    expect(filtered.body.data.permissions.map((p: { id: number }) => p.id)).toEqual([P.VIEW_ROLES, P.CREATE_ROLE, P.MODIFY_ROLE, P.DELETE_ROLE]);
    const byGroup = await s.t.call('/user/permissions', { criteria: { group: 'nas' } }, s.admin);
    expect(byGroup.body.data.size).toBe(4);
    expect((await s.t.call('/user/permission', { id: P.VIEW_USERS }, s.admin)).body.data.permission).toMatchObject({
      id: 200,
      name: 'View users',
      group: 'Users',
    });
  });

  it('validates id 1-500, name 2-30 and group 2-20', async () => {
    for (const [body, errors] of [
      [
        { id: 0, name: 'x', group: 'y' },
        { id: 'At least 1', name: 'At least 2 characters', group: 'At least 2 characters' },
      ],
      [
        { id: 501, name: 'n'.repeat(31), group: 'g'.repeat(21) },
        { id: 'Digits only, up to 500', name: 'At most 30 characters', group: 'At most 20 characters' },
      ],
      [{ id: 'abc', name: 'ok', group: 'ok' }, { id: 'Digits only, up to 500' }],
      [{ id: 4.5, name: 'ok', group: 'ok' }, { id: 'Digits only, up to 500' }],
    ] as const) {
      const answer = await s.t.call('/user/permission/create', body, s.admin);
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors).toEqual(errors);
    }
    const edge = await s.t.call('/user/permission/create', { id: '500', name: 'n'.repeat(30), group: 'g'.repeat(20) }, s.admin);
    expect(edge.status).toBe(200);
    expect(edge.body.data.permission).toMatchObject({ id: 500, name: 'n'.repeat(30), group: 'g'.repeat(20) });
    expect((await s.t.call('/user/permission', { id: 0 }, s.admin)).status).toBe(400);
    expect((await s.t.call('/user/permission', { id: 499 }, s.admin)).status).toBe(404);
  });

  it('creates and updates a permission, refusing a duplicate id and a stale copy', async () => {
    const created = await s.t.call('/user/permission/create', { id: 300, name: 'Approve leave', group: 'Leave' }, s.admin);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Created successfully');
    const dup = await s.t.call('/user/permission/create', { id: 300, name: 'Other', group: 'Leave' }, s.admin);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/already exists/);
    const { updated } = created.body.data.permission;
    const changed = await s.t.call('/user/permission/update', { id: 300, name: 'Approve leaves', group: 'HR leave', updated }, s.admin);
    expect(changed.status).toBe(200);
    expect(changed.body.data.permission).toMatchObject({ id: 300, name: 'Approve leaves', group: 'HR leave' });
    expect((await s.t.call('/user/permission/update', { id: 300, name: 'Stale', group: 'HR', updated }, s.admin)).status).toBe(409);
    expect((await s.t.call('/user/permission/update', { id: 498, name: 'Nothing', group: 'HR' }, s.admin)).status).toBe(404);
  });

  it('renumbers a permission of its own, taking its roles along, but never one of the catalogue', async () => {
    await s.t.call('/user/permission/create', { id: 310, name: 'Sign memos', group: 'Memos' }, s.admin);
    const role = await createRole(s.t, 'Memo signers', [310, P.VIEW_SITES]);
    const moved = await s.t.call('/user/permission/update', { id: 310, newId: 311, name: 'Sign memos', group: 'Memos' }, s.admin);
    expect(moved.status).toBe(200);
    expect(moved.body.data.permission.id).toBe(311);
    expect((await s.t.call('/user/permission', { id: 310 }, s.admin)).status).toBe(404);
    const held = (await s.t.call('/user/role', { id: role.id }, s.admin)).body.data.role.rolePermissions;
    expect(held).toEqual([{ permissionId: P.VIEW_SITES }, { permissionId: 311 }]);
    expect((await s.t.call('/user/permission/update', { id: 311, newId: P.VIEW_SITES, name: 'x1', group: 'x1' }, s.admin)).status).toBe(409);
    await s.t.call('/user/permission/create', { id: 312, name: 'Taken', group: 'Memos' }, s.admin);
    expect((await s.t.call('/user/permission/update', { id: 311, newId: 312, name: 'x1', group: 'x1' }, s.admin)).status).toBe(409);

    const renumber = await s.t.call('/user/permission/update', { id: P.VIEW_USERS, newId: 450, name: 'View users', group: 'Users' }, s.admin);
    expect(renumber.status).toBe(409);
    expect(renumber.body.message).toMatch(/catalogue/);
    expect((await s.t.call('/user/permission/update', { id: P.VIEW_USERS, name: 'Look at users', group: 'Users' }, s.admin)).status).toBe(409);
    expect((await s.t.call('/user/permission', { id: P.VIEW_USERS }, s.admin)).body.data.permission.name).toBe('View users');
    expect((await s.t.call('/user/permission', { id: 450 }, s.admin)).status).toBe(404);
  });

  it('never deletes a catalogue permission; deletes one of its own once no role holds it', async () => {
    for (const id of [P.SUPER_USER, P.DELETE_PERMISSION]) {
      const refused = await s.t.call('/user/permission/delete', { id }, s.admin);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/catalogue/);
    }
    await s.t.call('/user/permission/create', { id: 320, name: 'Stamp files', group: 'Files' }, s.admin);
    const role = await createRole(s.t, 'Stampers', [320]);
    const held = await s.t.call('/user/permission/delete', { id: 320 }, s.admin);
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(/still held by 1 role/);
    await s.t.call('/user/role/delete', { id: role.id }, s.admin);
    expect((await s.t.call('/user/permission/delete', { id: 320 }, s.admin)).status).toBe(200);
    expect((await s.t.call('/user/permission/delete', { id: 320 }, s.admin)).status).toBe(404);
  });

  it('answers every permission in one list call, well past 100', async () => {
    const now = Math.floor(Date.now() / 1000);
    const extra = Array.from({ length: 80 }, (_, i) => ({ id: 400 + i, name: `Extra ${i}`, groupName: 'Extras', created: now, updated: now }));
    await s.t.db.insertInto('permissions').values(extra).execute();
    const all = await s.t.call('/user/permissions', { offset: 0, limit: 1000 }, s.admin);
    expect(all.body.data.size).toBeGreaterThan(100);
    expect(all.body.data.permissions).toHaveLength(all.body.data.size);
  });
});
