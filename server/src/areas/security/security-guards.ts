import { sql } from 'kysely';
import { P, PERMISSION_CATALOGUE, USER_STATUS } from '@console/api/contract';
import type { SignedInUser } from '../../auth/authenticate';
import type { Dialect, Tx } from '../../db/schema';
import { conflict } from '../../http/api-error';

/**
 * Changes that may take permission 1 from its last active holder run one at a time: on PostgreSQL
 * they queue on a row lock of permission 1 (two admins demoting each other at once would otherwise
 * both see the other still there); SQLite already runs one write transaction at a time.
 */
async function lockSuperUserChanges(tx: Tx, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await tx.selectFrom('permissions').select('id').where('id', '=', P.SUPER_USER).forUpdate().execute();
  }
}

async function activeSuperUsers(tx: Tx): Promise<number> {
  const row = await tx
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.userId', 'users.id')
    .innerJoin('role_permissions', 'role_permissions.roleId', 'user_roles.roleId')
    .select(sql<number | string>`count(distinct users.id)`.as('holders'))
    .where('users.status', '=', USER_STATUS.ACTIVE)
    .where('role_permissions.permissionId', '=', P.SUPER_USER)
    .executeTakeFirst();
  return Number(row?.holders ?? 0);
}

/**
 * Runs `change` inside the transaction and refuses it (409, nothing written) when it leaves no
 * active user holding permission 1 where there was one before: the console must keep someone who
 * can manage it.
 */
export async function keepingASuperUser<T>(tx: Tx, dialect: Dialect, change: () => Promise<T>): Promise<T> {
  await lockSuperUserChanges(tx, dialect);
  const before = await activeSuperUsers(tx);
  const result = await change();
  if (before > 0 && (await activeSuperUsers(tx)) === 0) {
    throw conflict('This would leave no active user with the Super user permission. Give it to another active user first.');
  }
  return result;
}

const names = new Map<number, string>(PERMISSION_CATALOGUE.map((entry) => [entry.id, entry.name]));

/**
 * Only a super user hands out, or manages holders of, permissions they do not hold themself;
 * otherwise "modify role" or "modify user" would be a way to become super user. 409 rather than
 * 403, because the client ends the session on any 403.
 */
export function assertMayGrant(actor: SignedInUser, permissionIds: Iterable<number>): void {
  if (actor.permissionIds.includes(P.SUPER_USER)) return;
  const missing = [...new Set(permissionIds)].filter((id) => !actor.permissionIds.includes(id)).sort((a, b) => a - b);
  if (missing.length > 0) {
    const list = missing.map((id) => names.get(id) ?? `#${id}`).join(', ');
    throw conflict(`You can only grant or manage permissions you hold yourself (missing: ${list}).`);
  }
}

export async function permissionsOfRoles(tx: Tx, roleIds: readonly string[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await tx.selectFrom('role_permissions').select('permissionId').distinct().where('roleId', 'in', roleIds).execute();
  return rows.map((r) => r.permissionId);
}
