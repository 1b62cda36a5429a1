import {
  permissionCalls,
  roleCalls,
  settingsCalls,
  userCalls,
  type Account,
  type Permission,
  type Role,
  type SignInPressure,
  type User,
} from '@console/api';
import { fail, fakeApi, listPage, ok, oneOr404, updateOr404, type Body } from '@console/testing/mock-api';

/** Seconds of 15/03/2024 10:00 UTC, so dates read the same in any zone the tests run in. */
export const CREATED = 1710496800;
export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The one code the fake accepts when confirming a new secret. */
export const GOOD_CODE = '123456';
/** The recovery codes the fake gives when a secret is confirmed. */
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `7KQM-2XFP-9TB${i}`);
export const OTPAUTH_URI = `otpauth://totp/Staff%20Console:new%40example.com?issuer=Staff%20Console&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;

const id = (n: number) => `0190aaaa-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function makeUser(n: number, overrides: Partial<User> = {}): User {
  return {
    id: id(n),
    firstname: `First${n}`,
    lastname: `Last${n}`,
    phone: `0801234${String(n).padStart(4, '0')}`,
    username: `user${n}@example.com`,
    status: 0,
    totpEnrolled: true,
    userRoles: [],
    created: CREATED,
    updated: CREATED,
    ...overrides,
  };
}

export function makeRole(n: number, overrides: Partial<Role> = {}): Role {
  return { id: id(1000 + n), name: `Role ${n}`, rolePermissions: [], created: CREATED, updated: CREATED, ...overrides };
}

export const makePermission = (permissionId: number, group = 'Users', name = `Permission ${permissionId}`): Permission => ({
  id: permissionId,
  name,
  group,
  created: CREATED,
  updated: CREATED,
});

/** No failed sign-in on the account. */
const QUIET: SignInPressure = { failedSignIns: 0, addresses: 0, heldAddresses: 0, wrongCodes: 0, lockedUntil: null };

const contains = (text: string, value: unknown) => text.toLowerCase().includes(String(value).toLowerCase());

/**
 * An in-memory stand-in for the security calls, answering like the server does (envelope, field
 * names, messages). Tests read and seed `db`, and `calls` holds every request body by path.
 */
export function fakeSecurityApi(
  seed: { users?: User[]; roles?: Role[]; permissions?: Permission[]; account?: Account; signIn?: Record<string, SignInPressure> } = {},
) {
  const db = {
    signIn: seed.signIn ?? {},
    users: seed.users ?? [],
    roles: seed.roles ?? [],
    permissions: seed.permissions ?? [],
    account: seed.account ?? { id: id(1), firstname: 'Ada', lastname: 'Obi', username: 'ada@example.com', totpEnrolled: false },
  };
  const { on: route, byPath: calls } = fakeApi();

  const handlers = [
    route(userCalls.list, (body) => {
      const { items, size } = listPage(db.users, body, (user, column, value) => contains(String(user[column as keyof User]), value));
      return ok({ users: items, size });
    }),
    route(userCalls.read, (body) => oneOr404(db.users, body.id, 'user', 'User')),
    route(userCalls.create, (body) => {
      // Not enrolled: the new user sets up one-time codes at first sign-in.
      const user = makeUser(db.users.length + 100, { ...body, userRoles: body.userRoles, totpEnrolled: false } as Partial<User>);
      delete (user as Partial<Body>).password;
      db.users.push(user);
      return ok({ user }, 'Created successfully');
    }),
    route(userCalls.update, (body) => updateOr404(db.users, body.id, 'user', 'User', body)),
    route(userCalls.delete, (body) => {
      db.users = db.users.filter((user) => user.id !== body.id);
      return ok(null, 'Deleted successfully');
    }),
    route(userCalls.passwordReset, () => ok(null, userCalls.passwordReset.message)),
    route(userCalls.secondFactorReset, (body) => {
      db.users = db.users.map((user) => (user.id === body.id ? { ...user, totpEnrolled: false } : user));
      return ok(null, userCalls.secondFactorReset.message);
    }),
    route(roleCalls.list, (body) => {
      const { items, size } = listPage(db.roles, body, (role, _column, value) => contains(role.name, value));
      return ok({ roles: items, size });
    }),
    route(roleCalls.read, (body) => oneOr404(db.roles, body.id, 'role', 'Role')),
    route(roleCalls.create, (body) => {
      const role = makeRole(db.roles.length + 100, body as Partial<Role>);
      db.roles.push(role);
      return ok({ role }, 'Created successfully');
    }),
    route(roleCalls.update, (body) => updateOr404(db.roles, body.id, 'role', 'Role', body)),
    route(roleCalls.delete, (body) => {
      db.roles = db.roles.filter((role) => role.id !== body.id);
      return ok(null, 'Deleted successfully');
    }),
    route(permissionCalls.list, (body) => {
      const { items, size } = listPage(db.permissions, body, (permission, _column, value) => contains(permission.name, value));
      return ok({ permissions: items, size });
    }),
    route(permissionCalls.read, (body) => oneOr404(db.permissions, body.id, 'permission', 'Permission')),
    route(permissionCalls.create, (body) => {
      const permission = makePermission(body.id, body.group, body.name);
      db.permissions.push(permission);
      return ok({ permission }, 'Created successfully');
    }),
    route(permissionCalls.update, (body) =>
      updateOr404(db.permissions, body.id, 'permission', 'Permission', { id: body.newId ?? body.id, name: body.name, group: body.group }),
    ),
    route(permissionCalls.delete, (body) => {
      db.permissions = db.permissions.filter((permission) => permission.id !== body.id);
      return ok(null, 'Deleted successfully');
    }),
    route(userCalls.signIn, (body) => ok({ signIn: db.signIn[body.id] ?? QUIET })),
    route(userCalls.unlock, (body) => {
      if (!db.users.some((user) => user.id === body.id)) return fail(404, 'User not found.');
      delete db.signIn[body.id];
      return ok(null, userCalls.unlock.message);
    }),
    route(settingsCalls.account, () => ok({ account: db.account })),
    route(settingsCalls.password, () => ok(null, settingsCalls.password.message)),
    // While a secret is in force, a renewal needs a current code from it (docs/security.md).
    route(settingsCalls.totp, (body) =>
      db.account.totpEnrolled && body.code !== GOOD_CODE
        ? fail(400, 'Validation Failure', { code: 'Invalid' })
        : ok({ secret: SECRET, otpauthUri: OTPAUTH_URI }),
    ),
    route(settingsCalls.totpConfirm, (body) => {
      if (body.code !== GOOD_CODE) return fail(400, 'Validation Failure', { code: 'That code does not match. Check the app and try again.' });
      db.account = { ...db.account, totpEnrolled: true };
      return ok({ recoveryCodes: RECOVERY_CODES }, settingsCalls.totpConfirm.message);
    }),
  ];
  return { db, calls, handlers };
}
