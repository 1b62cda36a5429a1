import type { FastifyInstance } from 'fastify';
import { userCalls, type User, USER_STATUS, type UserRole } from '@console/api/contract';
import { USER_ENTITY, auditChange, writeAudit } from '../../audit/audit';
import { permissionIdsOf, type SignedInUser } from '../../auth/authenticate';
import { storePassword } from '../../auth/credentials';
import { signInPressure, unlockAccount } from '../../auth/login-throttle';
import { checkNewPassword } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { UsersTable } from '../../db/core-tables';
import type { Db, Tx } from '../../db/schema';
import { conflict, firstOr404, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { defineRoute } from '../../http/define-route';
import { tableList } from '../../http/list-query';
import { readRoutes } from '../../http/record-routes';
import { stampedUpdate } from '../../http/stamped-update';
import { assertMayGrant, keepingASuperUser, permissionsOfRoles } from './security-guards';

const USER_COLUMNS = ['id', 'firstname', 'lastname', 'phone', 'username', 'status', 'totpSecret', 'created', 'updated'] as const;

type UserRow = Pick<UsersTable, (typeof USER_COLUMNS)[number]>;

async function rolesOfUsers(db: Db | Tx, userIds: readonly string[]): Promise<Map<string, UserRole[]>> {
  const byUser = new Map<string, UserRole[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db.selectFrom('user_roles').select(['userId', 'roleId']).where('userId', 'in', userIds).execute();
  for (const row of rows) byUser.get(row.userId)?.push({ roleId: row.roleId });
  return byUser;
}

// Spelled out field by field: the password hash and the TOTP secret must never reach an answer.
const toUser = (row: UserRow, userRoles: UserRole[]): User => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  phone: row.phone,
  username: row.username,
  status: row.status,
  totpEnrolled: row.totpSecret !== null,
  userRoles,
  created: row.created,
  updated: row.updated,
});

async function loadUsers(db: Db | Tx, ids: readonly string[]): Promise<User[]> {
  const [rows, roles] = await Promise.all([db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).execute(), rolesOfUsers(db, ids)]);
  return rows.map((row) => toUser(row, roles.get(row.id) ?? []));
}

const loadUser = (db: Db | Tx, id: string): Promise<User> => firstOr404(loadUsers(db, [id]), 'User');

const listUsers = tableList<string, typeof userCalls.list>('users', userCalls.list, {
  filters: { username: 'text', firstname: 'text', lastname: 'text', phone: 'text', status: 'equals', created: 'day' },
  sortable: { username: 'usernameKey', name: 'firstname', status: 'status', created: 'created', updated: 'updated' },
  order: [
    ['created', 'desc'],
    ['id', 'desc'],
  ],
});

/** The roles ticked on the form, all of which must still exist; answers their permission ids. */
async function permissionsOfChosenRoles(tx: Tx, userRoles: readonly UserRole[]): Promise<number[]> {
  const roleIds = userRoles.map((r) => r.roleId);
  if (roleIds.length === 0) return [];
  const found = await tx.selectFrom('roles').select('id').where('id', 'in', roleIds).execute();
  if (found.length !== roleIds.length) throw conflict('One of the chosen roles no longer exists. Reload the page and try again.');
  return permissionsOfRoles(tx, roleIds);
}

async function replaceUserRoles(tx: Tx, userId: string, userRoles: readonly UserRole[]): Promise<void> {
  await tx.deleteFrom('user_roles').where('userId', '=', userId).execute();
  if (userRoles.length > 0) {
    await tx
      .insertInto('user_roles')
      .values(userRoles.map((r) => ({ userId, roleId: r.roleId })))
      .execute();
  }
}

type ManageableUser = Pick<UsersTable, 'id' | 'username' | 'status' | 'updated'>;

/** The target user must exist, and hold nothing the acting user could not grant. */
async function manageableUser(tx: Tx, actor: SignedInUser, id: string): Promise<ManageableUser> {
  const row = await tx.selectFrom('users').select(['id', 'username', 'status', 'updated']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('User');
  assertMayGrant(actor, await permissionIdsOf({ db: tx }, id));
  return row;
}

/** Acting on oneself keeps the session one is acting from; anyone else is signed out everywhere. */
const sessionToKeep = (actor: SignedInUser, userId: string) => (actor.id === userId ? actor.tokenHash : undefined);

/**
 * A change of one account by whoever may modify users, in one transaction: the account must exist
 * and hold nothing the caller could not grant, then `act` changes it. Slow work (hashing a password)
 * is done before, so it holds no database lock.
 */
const onManageableAccount = <T>(deps: AppDeps, actor: SignedInUser, id: string, act: (tx: Tx, row: ManageableUser) => Promise<T>): Promise<T> =>
  deps.db.transaction().execute(async (tx) => act(tx, await manageableUser(tx, actor, id)));

export function userRoutes(app: FastifyInstance): void {
  readRoutes<User, typeof userCalls>(app, {
    calls: userCalls,
    list: listUsers,
    load: loadUsers,
  });

  defineRoute(app, userCalls.create, async ({ body, user: actor, deps }) => {
    checkNewPassword(body.password, body.username);
    const passwordHash = await hashPassword(body.password);
    const id = newId();
    const now = nowSeconds();
    await deps.db.transaction().execute(async (tx) => {
      assertMayGrant(actor, await permissionsOfChosenRoles(tx, body.userRoles));
      const key = body.username.toLowerCase();
      const taken = await tx.selectFrom('users').select('id').where('usernameKey', '=', key).executeTakeFirst();
      if (taken) throw conflict('A user with that username already exists.', 'username');
      await tx
        .insertInto('users')
        .values({
          id,
          firstname: body.firstname,
          lastname: body.lastname,
          phone: body.phone,
          username: body.username,
          usernameKey: key,
          passwordHash,
          // No secret: the administrator never sees one. The user sets up their own at first sign-in.
          totpSecret: null,
          totpLastStep: null,
          enrolSecondFactor: 1,
          status: USER_STATUS.ACTIVE,
          created: now,
          updated: now,
        })
        .execute();
      await replaceUserRoles(tx, id, body.userRoles);
      await auditChange(tx, actor, USER_ENTITY, id, null, await loadUser(tx, id), ['password']);
    });
    return { user: await loadUser(deps.db, id) };
  });

  defineRoute(app, userCalls.update, async ({ body, user: actor, deps }) => {
    if (body.id === actor.id && body.status !== USER_STATUS.ACTIVE) throw conflict('You cannot suspend yourself.');
    await deps.db.transaction().execute(async (tx) => {
      const row = await manageableUser(tx, actor, body.id);
      assertMayGrant(actor, await permissionsOfChosenRoles(tx, body.userRoles));
      await stampedUpdate(tx, actor, {
        table: 'users',
        what: USER_ENTITY,
        current: row,
        sent: body.updated,
        before: await loadUser(tx, row.id),
        async write() {
          await keepingASuperUser(tx, deps.dialect, async () => {
            await tx
              .updateTable('users')
              .set({ firstname: body.firstname, lastname: body.lastname, phone: body.phone, status: body.status })
              .where('id', '=', row.id)
              .execute();
            await replaceUserRoles(tx, row.id, body.userRoles);
          });
          if (body.status !== USER_STATUS.ACTIVE) await revokeUserSessions(tx, row.id);
        },
        after: () => loadUser(tx, row.id),
      });
    });
    return { user: await loadUser(deps.db, body.id) };
  });

  defineRoute(app, userCalls.delete, async ({ body, user: actor, deps }) => {
    if (body.id === actor.id) throw conflict('You cannot delete yourself.');
    await deps.db.transaction().execute(async (tx) => {
      const row = await manageableUser(tx, actor, body.id);
      const before = await loadUser(tx, row.id);
      // Sessions, roles and reset links go with the user (ON DELETE CASCADE), so any open session ends now.
      await keepingASuperUser(tx, deps.dialect, () => tx.deleteFrom('users').where('id', '=', row.id).execute());
      await auditChange(tx, actor, USER_ENTITY, row.id, before, null);
    });
    return null;
  });

  defineRoute(app, userCalls.passwordReset, async ({ body, user: actor, deps }) => {
    const target = await deps.db.selectFrom('users').select('username').where('id', '=', body.id).executeTakeFirst();
    if (target) checkNewPassword(body.password, target.username);
    const passwordHash = await hashPassword(body.password);
    await onManageableAccount(deps, actor, body.id, (tx, row) => storePassword(tx, actor, row.id, passwordHash, sessionToKeep(actor, row.id)));
    return null;
  });

  defineRoute(app, userCalls.signIn, async ({ body, deps }) => {
    const row = await firstOr404(deps.db.selectFrom('users').select('username').where('id', '=', body.id).execute(), 'User');
    return { signIn: await signInPressure(deps.db, row.username) };
  });

  defineRoute(app, userCalls.unlock, async ({ body, user: actor, deps }) => {
    await onManageableAccount(deps, actor, body.id, async (tx, row) => {
      await unlockAccount(tx, row.username);
      await writeAudit(tx, actor, { action: 'update', entity: USER_ENTITY, entityId: row.id, detail: 'Sign-in unlocked' });
    });
    return null;
  });

  // Lost phone and recovery codes: the user signs in with the password alone and enrols a new secret.
  defineRoute(app, userCalls.secondFactorReset, async ({ body, user: actor, deps }) => {
    await onManageableAccount(deps, actor, body.id, async (tx, row) => {
      await tx
        .updateTable('users')
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, enrolSecondFactor: 1 })
        .where('id', '=', row.id)
        .execute();
      await tx.deleteFrom('recovery_codes').where('userId', '=', row.id).execute();
      await revokeUserSessions(tx, row.id, sessionToKeep(actor, row.id));
      await auditChange(tx, actor, USER_ENTITY, row.id, {}, {}, ['totpSecret', 'recoveryCodes']);
    });
    return null;
  });
}
