import { TOTP } from 'otpauth';
import { ADMIN_ROLE } from '../../auth/bootstrap';
import type { TestApp } from '../../testing/test-app';

/** Test data of the security tests: valid bodies, changed by `overrides`. */
let serial = 0;
export function newUserBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstname: 'Ada',
    lastname: 'Obi',
    phone: '08012345678',
    username: `person${serial}-${Date.now()}@example.com`,
    password: 'secret-pass-1',
    userRoles: [],
    ...overrides,
  };
}

export async function adminRoleId(t: TestApp): Promise<string> {
  const row = await t.db.selectFrom('roles').select('id').where('name', '=', ADMIN_ROLE).executeTakeFirstOrThrow();
  return row.id;
}

export async function adminUserId(t: TestApp): Promise<string> {
  const token = await t.adminToken();
  const found = await t.call('/users', { criteria: { username: 'admin@example.com' } }, token);
  return found.body.data.users[0].id;
}

export const codeFor = (secret: string, atMillis = Date.now()): string =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: atMillis });

/** Creates a user through the API as the administrator, without a second factor yet (it must enrol). */
export async function createUnenrolledUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = newUserBody(overrides);
  const result = await t.call('/user/create', body, await t.adminToken());
  if (result.status !== 200) throw new Error(`create failed: ${result.status} ${result.body.message} ${JSON.stringify(result.body.data)}`);
  return { ...result.body.data, body } as { user: { id: string; updated: number; username: string }; body: typeof body };
}

/**
 * Signs in as the user (password only: none is enrolled yet) and enrols one-time codes as they
 * would on Settings; answers the secret and the recovery codes they were given.
 */
export async function enrolAs(t: TestApp, username: string, password: string) {
  const token = await t.signIn(username, password);
  const offered = await t.call('/settings/totp', { currentPassword: password }, token);
  const secret: string = offered.body.data.secret;
  const confirmed = await t.call('/settings/totp/confirm', { code: codeFor(secret) }, token);
  if (confirmed.status !== 200) throw new Error(`enrolment failed: ${confirmed.status} ${confirmed.body.message}`);
  await t.call('/auth/logout', {}, token);
  // The confirmation spent the current code; tests sign in with it next, as if a step had passed.
  await t.db.updateTable('users').set({ totpLastStep: null }).where('usernameKey', '=', username.toLowerCase()).execute();
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

/** Creates a user through the API as the administrator, then enrols them as they would themselves. */
export async function createUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const created = await createUnenrolledUser(t, overrides);
  return { ...created, ...(await enrolAs(t, created.body.username, created.body.password)) };
}

export async function createRole(t: TestApp, name: string, permissionIds: number[]): Promise<{ id: string; updated: number }> {
  const result = await t.call(
    '/user/role/create',
    { name, rolePermissions: permissionIds.map((permissionId) => ({ permissionId })) },
    await t.adminToken(),
  );
  if (result.status !== 200) throw new Error(`role create failed: ${result.status} ${result.body.message}`);
  return result.body.data.role;
}
