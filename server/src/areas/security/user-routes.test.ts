import { ENROL_SECOND_FACTOR, P } from '@console/api/contract';
import { expectValidationFailure } from '@console/testing/validation-failure';
import { ADMIN, describeAsAdmin } from '../../testing/test-app';
import { adminRoleId, adminUserId, codeFor, createRole, createUnenrolledUser, createUser, enrolAs, newUserBody } from './security-fixtures';

describeAsAdmin('security: users', (s) => {
  it('creates a user with roles, answering no one-time code secret (the user sets up their own) and never the password', async () => {
    const role = await createRole(s.t, 'Clerks', [P.VIEW_LOCATIONS]);
    const body = newUserBody({ username: 'Mixed.Case@Example.com', userRoles: [{ roleId: role.id }, { roleId: role.id }] });
    const created = await s.t.call('/user/create', body, s.admin);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Created successfully');
    // Issue 31: the administrator never sees the new user's secret; there is none until they enrol.
    expect(Object.keys(created.body.data)).toEqual(['user']);
    const { user } = created.body.data;
    expect(user).toMatchObject({ firstname: 'Ada', lastname: 'Obi', username: 'Mixed.Case@Example.com', status: 0, totpEnrolled: false });
    expect(user.userRoles).toEqual([{ roleId: role.id }]);
    expect(user.id.length).toBeGreaterThanOrEqual(20);
    const row = await s.t.db.selectFrom('users').select(['totpSecret', 'totpPendingSecret']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ totpSecret: null, totpPendingSecret: null });

    const one = await s.t.call('/user', { id: user.id }, s.admin);
    const list = await s.t.call('/users', { offset: 0, limit: 100 }, s.admin);
    for (const answer of [JSON.stringify(created.body), JSON.stringify(one.body), JSON.stringify(list.body)]) {
      expect(answer).not.toMatch(/password|argon2|totp_secret|otpauth|secret/i);
    }
    expect(one.body.data.user).toEqual(user);
    expect(list.body.data.users.find((u: { id: string }) => u.id === user.id)).toEqual(user);
    expect(list.body.data.size).toBeGreaterThanOrEqual(2);
  });

  it('holds the new user on Settings at first sign-in until they confirm a secret of their own; then sign-ins need its codes', async () => {
    const role = await createRole(s.t, 'User viewers', [P.VIEW_USERS]);
    const { body } = await createUnenrolledUser(s.t, { userRoles: [{ roleId: role.id }] });
    // Test runs set REQUIRE_SECOND_FACTOR=off: an administrator's new user is held all the same.
    const login = await s.t.call('/auth/login', { username: body.username.toUpperCase(), password: body.password, code: '' });
    expect(login.status).toBe(200);
    expect(login.body.data.auth.enrolSecondFactor).toBe(true);
    const token = `Bearer ${login.body.data.auth.authorization}`;
    expect((await s.t.call('/users', {}, token)).body.data.code).toBe(ENROL_SECOND_FACTOR);

    const offered = await s.t.call('/settings/totp', { currentPassword: body.password }, token);
    const confirmed = await s.t.call('/settings/totp/confirm', { code: codeFor(offered.body.data.secret) }, token);
    expect(confirmed.status).toBe(200);
    expect((await s.t.call('/users', {}, token)).status).toBe(200);
    const codeless = await s.t.call('/auth/login', { username: body.username, password: body.password, code: '' });
    expect(codeless.status).toBe(401);
    const next = codeFor(offered.body.data.secret, Date.now() + 30_000);
    const again = await s.t.call('/auth/login', { username: body.username, password: body.password, code: next });
    expect(again.status).toBe(200);
    expect(again.body.data.auth.enrolSecondFactor).toBeUndefined();
  });

  it('applies the spec limits to every field', async () => {
    const refused = await s.t.call(
      '/user/create',
      { firstname: 'A', lastname: 'B'.repeat(26), phone: '12', username: 'not-an-email', password: '12345', userRoles: [{ roleId: 'short' }] },
      s.admin,
    );
    expectValidationFailure(refused, {
      firstname: 'At least 2 characters',
      lastname: 'At most 25 characters',
      phone: 'Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX',
      username: 'Enter an email address',
      password: 'At least 8 characters',
      'userRoles.0.roleId': 'Invalid',
    });
    // docs/security.md: 8 to 128 characters (the spec's 6-40 is superseded).
    expect((await s.t.call('/user/create', newUserBody({ password: 'x'.repeat(129) }), s.admin)).body.data.errors).toEqual({
      password: 'At most 128 characters',
    });
    expect((await s.t.call('/user/create', newUserBody({ password: 'k7#mQ2z' }), s.admin)).body.data.errors).toEqual({
      password: 'At least 8 characters',
    });
    expect((await s.t.call('/user/create', {}, s.admin)).body.data.errors).toMatchObject({ firstname: 'Required', phone: 'Required' });
    const edges = await s.t.call('/user/create', newUserBody({ firstname: 'Al', lastname: 'L'.repeat(25), password: 'x'.repeat(128) }), s.admin);
    expect(edges.status).toBe(200);
    const eight = await s.t.call('/user/create', newUserBody({ password: 'k7#mQ2zP', phone: '+234 (801) 234-5678' }), s.admin);
    expect(eight.status).toBe(200);

    const { user } = edges.body.data;
    const update = (status: unknown) =>
      s.t.call('/user/update', { id: user.id, firstname: 'Al', lastname: 'Li', phone: '08012345678', status, userRoles: [] }, s.admin);
    for (const status of [2, '12', 'x', null, -1]) {
      const answer = await update(status);
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors).toEqual({ status: 'Choose Active or Suspended' });
    }
    expect((await update('1')).status).toBe(200);
    expect((await update(0)).status).toBe(200);
  });

  it('keeps usernames unique whatever their case', async () => {
    expect((await s.t.call('/user/create', newUserBody({ username: 'Same.Person@example.com' }), s.admin)).status).toBe(200);
    const again = await s.t.call('/user/create', newUserBody({ username: 'same.person@EXAMPLE.com' }), s.admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    expect((await s.t.call('/user/create', newUserBody({ username: ADMIN.username.toUpperCase() }), s.admin)).status).toBe(409);
  });

  it('updates names, phone, status and roles, refusing a stale copy and an unknown id', async () => {
    const role = await createRole(s.t, 'Updaters', [P.VIEW_SITES]);
    const { user } = await createUser(s.t);
    const changes = { id: user.id, firstname: 'Chidi', lastname: 'Eze', phone: '08099999999', status: 0, userRoles: [{ roleId: role.id }] };
    const updated = await s.t.call('/user/update', { ...changes, updated: user.updated }, s.admin);
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Updated successfully');
    expect(updated.body.data.user).toMatchObject({ firstname: 'Chidi', lastname: 'Eze', phone: '08099999999', userRoles: [{ roleId: role.id }] });
    expect(updated.body.data.user.updated).toBeGreaterThan(user.updated);
    expect(updated.body.data.user.username).toBe(user.username);

    const stale = await s.t.call('/user/update', { ...changes, firstname: 'Stale', updated: user.updated }, s.admin);
    expect(stale.status).toBe(409);
    expect((await s.t.call('/user', { id: user.id }, s.admin)).body.data.user.firstname).toBe('Chidi');

    expect((await s.t.call('/user/update', { ...changes, id: '0'.repeat(36) }, s.admin)).status).toBe(404);
    expect((await s.t.call('/user', { id: '0'.repeat(36) }, s.admin)).status).toBe(404);
    const missingRole = await s.t.call('/user/update', { ...changes, userRoles: [{ roleId: '1'.repeat(36) }] }, s.admin);
    expect(missingRole.status).toBe(409);
    expect(missingRole.body.message).toMatch(/no longer exists/);
  });

  it('ends the sessions of a suspended user at once, and they stay ended after reactivation', async () => {
    const { token, userId } = await s.t.userWith([P.VIEW_USERS]);
    expect((await s.t.call('/users', {}, token)).status).toBe(200);
    const base = { id: userId, firstname: 'Test', lastname: 'User', phone: '08011111111', userRoles: [] };
    expect((await s.t.call('/user/update', { ...base, status: 1 }, s.admin)).status).toBe(200);
    expect((await s.t.call('/users', {}, token)).status).toBe(403);
    expect((await s.t.call('/user', { id: userId }, s.admin)).body.data.user.status).toBe(1);
    expect((await s.t.call('/user/update', { ...base, status: 0 }, s.admin)).status).toBe(200);
    expect((await s.t.call('/users', {}, token)).status).toBe(403);
  });

  it('refuses to let users suspend or delete themselves', async () => {
    const id = await adminUserId(s.t);
    const roleId = await adminRoleId(s.t);
    const suspend = await s.t.call(
      '/user/update',
      { id, firstname: 'Admin', lastname: 'User', phone: '08000000000', status: 1, userRoles: [{ roleId }] },
      s.admin,
    );
    expect(suspend.status).toBe(409);
    expect(suspend.body.message).toMatch(/suspend yourself/);
    const remove = await s.t.call('/user/delete', { id }, s.admin);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toMatch(/delete yourself/);
    const self = await s.t.userWith([P.MODIFY_USER, P.DELETE_USER]);
    expect((await s.t.call('/user/delete', { id: self.userId }, self.token)).status).toBe(409);
    expect((await s.t.call('/user', { id }, s.admin)).body.data.user.status).toBe(0);
  });

  it('keeps at least one active user holding permission 1', async () => {
    const id = await adminUserId(s.t);
    const roleId = await adminRoleId(s.t);
    const self = { id, firstname: 'Admin', lastname: 'User', phone: '08000000000', status: 0 };
    const drop = await s.t.call('/user/update', { ...self, userRoles: [] }, s.admin);
    expect(drop.status).toBe(409);
    expect(drop.body.message).toMatch(/no active user with the Super user permission/);
    expect((await s.t.call('/user', { id }, s.admin)).body.data.user.userRoles).toEqual([{ roleId }]);

    // A second super user who is suspended does not count; once active, the first may step down.
    const second = await createUser(s.t, { userRoles: [{ roleId }] });
    const secondBase = { id: second.user.id, firstname: 'Ada', lastname: 'Obi', phone: '08012345678', userRoles: [{ roleId }] };
    expect((await s.t.call('/user/update', { ...secondBase, status: 1 }, s.admin)).status).toBe(200);
    expect((await s.t.call('/user/update', { ...self, userRoles: [] }, s.admin)).status).toBe(409);
    expect((await s.t.call('/user/update', { ...secondBase, status: 0 }, s.admin)).status).toBe(200);
    const superRole = await createRole(s.t, 'Also super', [P.SUPER_USER]);
    expect((await s.t.call('/user/update', { ...self, userRoles: [{ roleId: superRole.id }] }, s.admin)).status).toBe(200);
    // The other super user may now be deleted: the administrator still holds permission 1.
    expect((await s.t.call('/user/delete', { id: second.user.id }, s.admin)).status).toBe(200);
    expect((await s.t.call('/user/update', { ...self, userRoles: [{ roleId }] }, s.admin)).status).toBe(200);
  });

  it('deletes a user, ending their sessions, and answers 404 afterwards', async () => {
    const { token, userId } = await s.t.userWith([P.VIEW_USERS]);
    expect((await s.t.call('/users', {}, token)).status).toBe(200);
    const deleted = await s.t.call('/user/delete', { id: userId }, s.admin);
    expect(deleted.status).toBe(200);
    expect((await s.t.call('/users', {}, token)).status).toBe(403);
    expect((await s.t.call('/user', { id: userId }, s.admin)).status).toBe(404);
    expect((await s.t.call('/user/delete', { id: userId }, s.admin)).status).toBe(404);
    expect((await s.t.call('/user/delete', { id: 'short' }, s.admin)).status).toBe(400);
  });

  it("lets an administrator reset a password, ending that user's sessions", async () => {
    const { token, userId } = await s.t.userWith([P.VIEW_USERS]);
    const { username } = await s.t.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
    expect((await s.t.call('/user/password/reset', { id: userId, password: '12345' }, s.admin)).body.data.errors).toEqual({
      password: 'At least 8 characters',
    });
    const reset = await s.t.call('/user/password/reset', { id: userId, password: 'fresh-password-9' }, s.admin);
    expect(reset.status).toBe(200);
    expect((await s.t.call('/users', {}, token)).status).toBe(403);
    expect((await s.t.call('/auth/login', { username, password: 'password-1', code: '' })).status).toBe(401);
    expect((await s.t.call('/auth/login', { username, password: 'fresh-password-9', code: '' })).status).toBe(200);
    expect((await s.t.call('/user/password/reset', { id: '0'.repeat(36), password: 'fresh-password-9' }, s.admin)).status).toBe(404);
  });

  it("resets a user's one-time codes: secret and recovery codes stop working, sessions end, and the user enrols again at the next sign-in", async () => {
    const { user, secret: oldSecret, recoveryCodes, body } = await createUser(s.t, { userRoles: [] });
    const session = await s.t.signIn(body.username, body.password, codeFor(oldSecret));
    const reset = await s.t.call('/user/second-factor/reset', { id: user.id }, s.admin);
    expect(reset.status).toBe(200);
    expect(reset.body.data).toBeNull();
    expect(JSON.stringify(reset.body)).not.toMatch(/secret|otpauth/i);
    expect((await s.t.call('/auth/session', {}, session)).status).toBe(403);
    expect(await s.t.db.selectFrom('recovery_codes').select('codeHash').where('userId', '=', user.id).execute()).toEqual([]);
    expect((await s.t.call('/user', { id: user.id }, s.admin)).body.data.user.totpEnrolled).toBe(false);
    // Neither the old code nor a recovery code is asked for any more: the password alone, then Settings.
    const login = await s.t.call('/auth/login', { username: body.username, password: body.password, code: recoveryCodes[0] });
    expect(login.status).toBe(200);
    expect(login.body.data.auth.enrolSecondFactor).toBe(true);
    const { secret } = await enrolAs(s.t, body.username, body.password);
    expect(secret).not.toBe(oldSecret);
    expect((await s.t.call('/auth/login', { username: body.username, password: body.password, code: codeFor(secret) })).status).toBe(200);
  });

  it("resetting one's own one-time codes keeps the current session, ends the others and holds it on Settings", async () => {
    const other = await s.t.signIn(ADMIN.username, ADMIN.password);
    const id = await adminUserId(s.t);
    const reset = await s.t.call('/user/second-factor/reset', { id }, s.admin);
    expect(reset.status).toBe(200);
    expect((await s.t.call('/auth/session', {}, s.admin)).status).toBe(200);
    expect((await s.t.call('/auth/session', {}, other)).status).toBe(403);
    expect((await s.t.call('/users', {}, s.admin)).body.data.code).toBe(ENROL_SECOND_FACTOR);
    // The administrator's fixture signs in without a code and is not held.
    await s.t.db.updateTable('users').set({ enrolSecondFactor: 0 }).where('id', '=', id).execute();
  });

  it('filters the list by username, phone, status and day of creation, with paging', async () => {
    const a = await createUser(s.t, { username: 'filter-one@example.com', phone: '07055550001' });
    await createUser(s.t, { username: 'filter-two@example.com', phone: '07055550002' });
    const byName = await s.t.call('/users', { criteria: { username: 'FILTER-' } }, s.admin);
    expect(byName.body.data.size).toBe(2);
    const byPhone = await s.t.call('/users', { criteria: { phone: '550001' } }, s.admin);
    expect(byPhone.body.data.users.map((u: { id: string }) => u.id)).toEqual([a.user.id]);
    const page = await s.t.call('/users', { offset: 1, limit: 1, criteria: { username: 'filter-' } }, s.admin);
    expect(page.body.data.users).toHaveLength(1);
    expect(page.body.data.size).toBe(2);

    const created = (await s.t.db.selectFrom('users').select('created').where('id', '=', a.user.id).executeTakeFirstOrThrow()).created;
    const day = created - 60;
    await s.t.db
      .updateTable('users')
      .set({ created: created - 3 * 86400 })
      .where('username', '=', 'filter-two@example.com')
      .execute();
    const onDay = await s.t.call('/users', { criteria: { created: day } }, s.admin);
    const ids = onDay.body.data.users.map((u: { id: string }) => u.id);
    expect(ids).toContain(a.user.id);
    expect(onDay.body.data.users.map((u: { username: string }) => u.username)).not.toContain('filter-two@example.com');
    expect((await s.t.call('/users', { criteria: { created: 'yesterday' } }, s.admin)).status).toBe(400);
    expect((await s.t.call('/users', { criteria: { passwordHash: 'x' } }, s.admin)).status).toBe(400);
    expect((await s.t.call('/users', { criteria: { status: 1 } }, s.admin)).body.data.users.every((u: { status: number }) => u.status === 1)).toBe(
      true,
    );
  });
});
