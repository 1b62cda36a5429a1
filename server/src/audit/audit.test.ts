import { P, type AuditEntry } from '@console/api/contract';
import { createDepartment, employeeBody, references } from '../areas/hr/hr-test-fixtures';
import { makeCustomer, makeVoucherBatch, planAt, sell, voucherOf } from '../areas/internet/customers-fixtures';
import { makeLocation, makePrepaidPlan, makeProfile } from '../areas/internet/internet-fixtures';
import { createUnenrolledUser, createUser } from '../areas/security/security-fixtures';
import { ADMIN, type TestApp, describeAsAdmin } from '../testing/test-app';
import { changedFields } from './audit';

async function lines(t: TestApp, criteria: Record<string, unknown> = {}): Promise<AuditEntry[]> {
  const answer = await t.call('/audit', { offset: 0, limit: 1000, criteria }, await t.adminToken());
  expect(answer.status).toBe(200);
  return answer.body.data.entries;
}

const latest = async (t: TestApp, entityId: string) => (await lines(t, { entityId }))[0];

describe('changedFields', () => {
  it('keeps the fields that differ, in camelCase, and leaves out the stamp', () => {
    expect(changedFields({ name: 'a', staffId: 'S1', updated: 1, tags: [1] }, { name: 'a', staffId: 'S2', updated: 2, tags: [1, 2] })).toEqual({
      staffId: { before: 'S1', after: 'S2' },
      tags: { before: [1], after: [1, 2] },
    });
    expect(changedFields(null, { code: 'LAG' })).toEqual({ code: { before: null, after: 'LAG' } });
  });
});

describeAsAdmin('audit trail', (s) => {
  it('records who created, changed and deleted a location, with the fields before and after', async () => {
    const location = await makeLocation(s.t, { code: 'AUD1', name: 'Audit Town' });
    const created = await latest(s.t, location.id);
    expect(created).toMatchObject({ action: 'create', entity: 'Location', actor: ADMIN.username, entityId: location.id });
    expect(created.changes).toMatchObject({ code: { before: null, after: 'AUD1' }, name: { before: null, after: 'Audit Town' } });
    expect(created.actorId).toBeTruthy();
    expect(Math.abs(created.at - Date.now() / 1000)).toBeLessThan(60);

    await s.t.call('/services/internet/location/update', { id: location.id, code: 'AUD1', name: 'Renamed', updated: location.updated }, s.admin);
    expect((await latest(s.t, location.id)).changes).toEqual({ name: { before: 'Audit Town', after: 'Renamed' } });

    await s.t.call('/services/internet/location/delete', { id: location.id }, s.admin);
    const deleted = await latest(s.t, location.id);
    expect(deleted).toMatchObject({ action: 'delete', changes: { code: { before: 'AUD1', after: null } } });
  });

  it('writes nothing when the write is refused: the line is in the write transaction', async () => {
    const location = await makeLocation(s.t);
    const before = await lines(s.t, { entityId: location.id });
    const stale = await s.t.call(
      '/services/internet/location/update',
      { id: location.id, code: location.code, name: 'Stale', updated: location.updated - 1 },
      s.admin,
    );
    expect(stale.status).toBe(409);
    expect(await lines(s.t, { entityId: location.id })).toEqual(before);
  });

  it('records constraints, employees with their status, departments, roles and permissions', async () => {
    const plan = await makePrepaidPlan(s.t);
    const profile = await makeProfile(s.t);
    const constraint = await s.t.call(
      '/services/internet/plan/constraint/create',
      { planId: plan.id, profileId: profile.id, days: [1], start: 0, end: 3600 },
      s.admin,
    );
    expect(await latest(s.t, constraint.body.data.planConstraint.id)).toMatchObject({ action: 'create', entity: 'Plan constraint' });

    const department = await createDepartment(s.t);
    expect(await latest(s.t, department.id)).toMatchObject({ action: 'create', entity: 'Department' });
    const employee = (await s.t.call('/employee/create', employeeBody(department.id, await references(s.t)), s.admin)).body.data.employee;
    const status = await s.t.call(
      '/employee/status/update',
      { id: employee.id, status: 4, effectiveDate: employee.appointmentDate, reason: 'Leave' },
      s.admin,
    );
    expect(status.status).toBe(200);
    expect(await latest(s.t, employee.id)).toMatchObject({ action: 'update', entity: 'Employee', changes: { status: { before: 0, after: 4 } } });

    const role = await s.t.call('/user/role/create', { name: 'Auditors', rolePermissions: [{ permissionId: P.VIEW_AUDIT }] }, s.admin);
    expect((await latest(s.t, role.body.data.role.id)).changes).toMatchObject({
      rolePermissions: { before: null, after: [{ permissionId: P.VIEW_AUDIT }] },
    });
    await s.t.call('/user/permission/create', { id: 450, name: 'Audit probe', group: 'Tests' }, s.admin);
    expect(await latest(s.t, '450')).toMatchObject({ action: 'create', entity: 'Permission' });
  });

  it('names subscribers, their plans, constraints, voucher batches and vouchers with links, never by PIN', async () => {
    const customer = await makeCustomer(s.t, { firstName: 'Chioma', lastName: 'Audit' });
    await sell(s.t, customer, await planAt(s.t, customer));
    const customerLines = await lines(s.t, { entityId: customer.id });
    expect(customerLines.map(({ entity, name, link }) => ({ entity, name, link }))).toEqual([
      { entity: 'Customer plan', name: 'Plans of Chioma Audit', link: `/internet/customers/${customer.id}?tab=plans` },
      { entity: 'Customer', name: 'Chioma Audit', link: `/internet/customers/${customer.id}` },
    ]);

    const plan = await makePrepaidPlan(s.t, { name: 'Night Owl' });
    const profile = await makeProfile(s.t);
    const constraint = (
      await s.t.call('/services/internet/plan/constraint/create', { planId: plan.id, profileId: profile.id, days: [1], start: 0, end: 3600 }, s.admin)
    ).body.data.planConstraint;
    expect(await latest(s.t, constraint.id)).toMatchObject({ name: 'Constraint of Night Owl', link: `/internet/plans/prepaid/${plan.id}` });

    const batch = await makeVoucherBatch(s.t, 2, 8);
    expect(await latest(s.t, batch.id)).toMatchObject({ name: `Batch ${batch.number}`, link: `/internet/vouchers/${batch.id}` });
    const voucher = await voucherOf(s.t, batch, 2);
    expect((await s.t.call('/services/internet/voucher/revoke', { id: voucher.id, reason: 'Lost card' }, s.admin)).status).toBe(200);
    const revoked = await latest(s.t, voucher.id);
    expect(revoked).toMatchObject({ name: `Batch ${batch.number}, serial 2`, link: `/internet/vouchers/${batch.id}` });
    expect(JSON.stringify(revoked)).not.toContain(voucher.pin);
  });

  it('never holds a password, hash, TOTP secret or token: credential changes read [redacted]', async () => {
    const { user, secret, recoveryCodes, body } = await createUser(s.t);
    await s.t.call('/user/password/reset', { id: user.id, password: 'another-secret-1' }, s.admin);
    await s.t.call('/user/second-factor/reset', { id: user.id }, s.admin);
    await s.t.call(
      '/services/internet/nas/create',
      { nasname: '10.9.9.9', shortname: 'nas-aud', ports: 1812, secret: 'radius-shared-secret', description: 'Router' },
      s.admin,
    );
    const reset = (await lines(s.t, { entityId: user.id })).map((line) => line.changes);
    expect(reset).toContainEqual({ password: '[redacted]' });
    expect(reset).toContainEqual({ totpSecret: '[redacted]', recoveryCodes: '[redacted]' });

    const stored = await s.t.db.selectFrom('users').select(['passwordHash']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const sessions = await s.t.db.selectFrom('sessions').select('tokenHash').execute();
    const everything = JSON.stringify(await s.t.db.selectFrom('audit_log').selectAll().execute());
    for (const secretText of [
      body.password,
      'another-secret-1',
      secret,
      ...recoveryCodes,
      stored.passwordHash,
      'radius-shared-secret',
      s.admin,
      ...sessions.map((s) => s.tokenHash),
    ]) {
      expect(everything).not.toContain(secretText);
    }
  });

  it('has a line per sign-in, failed sign-in and sign-out, with the address', async () => {
    // Not enrolled yet: the password alone signs in.
    const { body } = await createUnenrolledUser(s.t, { username: 'signer@example.com' });
    const failed = await s.t.call('/auth/login', { username: body.username, password: 'not-the-password', code: '' });
    expect(failed.status).toBe(401);
    const token = await s.t.signIn(body.username, body.password);
    await s.t.call('/auth/logout', {}, token);
    await s.t.call('/auth/login', { username: 'nobody@example.com', password: 'whatever-1', code: '' });
    const trail = (await lines(s.t, { entity: 'session' })).filter((l) => /signer@|nobody@/.test(l.actor));
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
    const location = await makeLocation(s.t);
    const byEntity = await lines(s.t, { entity: 'locat' });
    expect(byEntity.length).toBeGreaterThan(0);
    expect(byEntity.every((l) => l.entity === 'Location')).toBe(true);
    expect(byEntity[0].entityId).toBe(location.id);
    expect((await lines(s.t, { actor: 'ADMIN@' })).length).toBeGreaterThan(0);
    expect(await lines(s.t, { actor: 'someone-else' })).toEqual([]);

    const today = Math.floor(Date.now() / 1000 / 86400) * 86400;
    expect((await lines(s.t, { date: today - 86400 * 2 })).length).toBe(0);
    expect((await lines(s.t, { date: today })).length).toBeGreaterThan(0);
    const page = await s.t.call('/audit', { offset: 0, limit: 10, criteria: {} }, s.admin);
    expect(page.body.data.entries).toHaveLength(10);
    expect(page.body.data.size).toBeGreaterThan(10);
    expect((await s.t.call('/audit', { criteria: { date: 'yesterday' } }, s.admin)).status).toBe(400);

    const auditor = await s.t.userWith([P.VIEW_AUDIT]);
    expect((await s.t.call('/audit', {}, auditor.token)).status).toBe(200);
    const other = await s.t.userWith([P.VIEW_USERS, P.VIEW_LOCATIONS]);
    expect((await s.t.call('/audit', {}, other.token)).status).toBe(403);
  });
});
