import { P, type AuditEntry } from '@console/api/contract';
import { createDepartment, employeeBody, references } from '../areas/hr/hr-test-fixtures';
import { makeLocation, makePrepaidPlan, makeProfile } from '../areas/internet/internet-fixtures';
import { createUser } from '../areas/security/security-fixtures';
import { ADMIN, describeEachDatabase, type TestApp } from '../testing/test-app';
import { changedFields } from './audit';

async function lines(t: TestApp, criteria: Record<string, unknown> = {}): Promise<AuditEntry[]> {
  const answer = await t.call('/audit', { offset: 0, limit: 1000, criteria }, await t.adminToken());
  expect(answer.status).toBe(200);
  return answer.body.data.entries;
}

const latest = async (t: TestApp, entityId: string) => (await lines(t, { entityId }))[0];

describe('changedFields', () => {
  it('keeps the fields that differ, in camelCase, and leaves out the stamp', () => {
    expect(changedFields({ name: 'a', staff_id: 'S1', updated: 1, tags: [1] }, { name: 'a', staff_id: 'S2', updated: 2, tags: [1, 2] })).toEqual({
      staffId: { before: 'S1', after: 'S2' },
      tags: { before: [1], after: [1, 2] },
    });
    expect(changedFields(null, { code: 'LAG' })).toEqual({ code: { before: null, after: 'LAG' } });
  });
});

describeEachDatabase('audit trail', (get) => {
  it('records who created, changed and deleted a location, with the fields before and after', async () => {
    const t = get();
    const location = await makeLocation(t, { code: 'AUD1', name: 'Audit Town' });
    const created = await latest(t, location.id);
    expect(created).toMatchObject({ action: 'create', entity: 'Location', actor: ADMIN.username, entityId: location.id });
    expect(created.changes).toMatchObject({ code: { before: null, after: 'AUD1' }, name: { before: null, after: 'Audit Town' } });
    expect(created.actorId).toBeTruthy();
    expect(Math.abs(created.at - Date.now() / 1000)).toBeLessThan(60);

    const token = await t.adminToken();
    await t.call('/services/internet/location/update', { id: location.id, code: 'AUD1', name: 'Renamed', updated: location.updated }, token);
    expect((await latest(t, location.id)).changes).toEqual({ name: { before: 'Audit Town', after: 'Renamed' } });

    await t.call('/services/internet/location/delete', { id: location.id }, token);
    const deleted = await latest(t, location.id);
    expect(deleted).toMatchObject({ action: 'delete', changes: { code: { before: 'AUD1', after: null } } });
  });

  it('writes nothing when the write is refused: the line is in the write transaction', async () => {
    const t = get();
    const location = await makeLocation(t);
    const before = await lines(t, { entityId: location.id });
    const stale = await t.call(
      '/services/internet/location/update',
      { id: location.id, code: location.code, name: 'Stale', updated: location.updated - 1 },
      await t.adminToken(),
    );
    expect(stale.status).toBe(409);
    expect(await lines(t, { entityId: location.id })).toEqual(before);
  });

  it('records constraints, employees with their status, departments, roles and permissions', async () => {
    const t = get();
    const token = await t.adminToken();
    const plan = await makePrepaidPlan(t);
    const profile = await makeProfile(t);
    const constraint = await t.call(
      '/services/internet/plan/constraint/create',
      { planId: plan.id, profileId: profile.id, days: [1], start: 0, end: 3600 },
      token,
    );
    expect(await latest(t, constraint.body.data.planConstraint.id)).toMatchObject({ action: 'create', entity: 'Plan constraint' });

    const department = await createDepartment(t);
    expect(await latest(t, department.id)).toMatchObject({ action: 'create', entity: 'Department' });
    const employee = (await t.call('/employee/create', employeeBody(department.id, await references(t)), token)).body.data.employee;
    const status = await t.call(
      '/employee/status/update',
      { id: employee.id, status: 4, effectiveDate: employee.appointmentDate, reason: 'Leave' },
      token,
    );
    expect(status.status).toBe(200);
    expect(await latest(t, employee.id)).toMatchObject({ action: 'update', entity: 'Employee', changes: { status: { before: 0, after: 4 } } });

    const role = await t.call('/user/role/create', { name: 'Auditors', rolePermissions: [{ permissionId: P.VIEW_AUDIT }] }, token);
    expect((await latest(t, role.body.data.role.id)).changes).toMatchObject({
      rolePermissions: { before: null, after: [{ permissionId: P.VIEW_AUDIT }] },
    });
    await t.call('/user/permission/create', { id: 450, name: 'Audit probe', group: 'Tests' }, token);
    expect(await latest(t, '450')).toMatchObject({ action: 'create', entity: 'Permission' });
  });

  it('never holds a password, hash, TOTP secret or token: credential changes read [redacted]', async () => {
    const t = get();
    const { user, secret, body } = await createUser(t);
    const token = await t.adminToken();
    await t.call('/user/password/reset', { id: user.id, password: 'another-secret-1' }, token);
    await t.call('/user/totp/reissue', { id: user.id }, token);
    await t.call(
      '/services/internet/nas/create',
      { nasname: '10.9.9.9', shortname: 'nas-aud', ports: 1812, secret: 'radius-secret', description: 'Router' },
      token,
    );
    const reset = (await lines(t, { entityId: user.id })).map((line) => line.changes);
    expect(reset).toContainEqual({ password: '[redacted]' });
    expect(reset).toContainEqual({ totpSecret: '[redacted]' });

    const stored = await t.db.selectFrom('users').select(['password_hash', 'totp_secret']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const sessions = await t.db.selectFrom('sessions').select('token_hash').execute();
    const everything = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    for (const secretText of [
      body.password,
      'another-secret-1',
      secret,
      stored.password_hash,
      stored.totp_secret!,
      'radius-secret',
      token,
      ...sessions.map((s) => s.token_hash),
    ]) {
      expect(everything).not.toContain(secretText);
    }
  });

  it('has a line per sign-in, failed sign-in and sign-out, with the address', async () => {
    const t = get();
    const { body } = await createUser(t, { username: 'signer@example.com' });
    await t.db.updateTable('users').set({ totp_secret: null }).where('username_key', '=', 'signer@example.com').execute();
    const failed = await t.call('/auth/login', { username: body.username, password: 'not-the-password', code: '' });
    expect(failed.status).toBe(401);
    const token = await t.signIn(body.username, body.password);
    await t.call('/auth/logout', {}, token);
    await t.call('/auth/login', { username: 'nobody@example.com', password: 'whatever-1', code: '' });
    const trail = (await lines(t, { entity: 'session' })).filter((l) => /signer@|nobody@/.test(l.actor));
    expect(trail.map((l) => [l.action, l.actor])).toEqual([
      ['sign-in-failed', 'nobody@example.com'],
      ['sign-out', 'signer@example.com'],
      ['sign-in', 'signer@example.com'],
      ['sign-in-failed', 'signer@example.com'],
    ]);
    expect(trail[3].detail).toBe('Wrong password');
    expect(trail[0].actorId).toBeNull();
    expect(trail.every((l) => l.address === '127.0.0.1')).toBe(true);
  });

  it('filters by user, entity and day, newest first, and needs its own permission', async () => {
    const t = get();
    const location = await makeLocation(t);
    const byEntity = await lines(t, { entity: 'locat' });
    expect(byEntity.length).toBeGreaterThan(0);
    expect(byEntity.every((l) => l.entity === 'Location')).toBe(true);
    expect(byEntity[0].entityId).toBe(location.id);
    expect((await lines(t, { actor: 'ADMIN@' })).length).toBeGreaterThan(0);
    expect(await lines(t, { actor: 'someone-else' })).toEqual([]);

    const today = Math.floor(Date.now() / 1000 / 86400) * 86400;
    expect((await lines(t, { date: today - 86400 * 2 })).length).toBe(0);
    expect((await lines(t, { date: today })).length).toBeGreaterThan(0);
    const page = await t.call('/audit', { offset: 0, limit: 10, criteria: {} }, await t.adminToken());
    expect(page.body.data.entries).toHaveLength(10);
    expect(page.body.data.size).toBeGreaterThan(10);
    expect((await t.call('/audit', { criteria: { date: 'yesterday' } }, await t.adminToken())).status).toBe(400);

    const auditor = await t.userWith([P.VIEW_AUDIT]);
    expect((await t.call('/audit', {}, auditor.token)).status).toBe(200);
    const other = await t.userWith([P.VIEW_USERS, P.VIEW_LOCATIONS]);
    expect((await t.call('/audit', {}, other.token)).status).toBe(403);
  });
});
