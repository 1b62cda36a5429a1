import { roleCalls } from '@console/api/contract';
import type { FastifyInstance } from 'fastify';
import { nameKey, type Role } from '@console/api/contract';
import type { SignedInUser } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { tableList } from '../../http/list-query';
import { holderCount } from '../../http/in-use';
import { recordRoutes, type RecordType } from '../../http/record-routes';
import { assertMayGrant, keepingASuperUser, permissionsOfRoles } from './security-guards';

type RolePermission = Role['rolePermissions'][number];

async function permissionsByRole(db: Db | Tx, roleIds: readonly string[]): Promise<Map<string, RolePermission[]>> {
  const byRole = new Map<string, RolePermission[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_permissions')
    .select(['roleId', 'permissionId'])
    .where('roleId', 'in', roleIds)
    .orderBy('permissionId')
    .execute();
  for (const row of rows) byRole.get(row.roleId)?.push({ permissionId: row.permissionId });
  return byRole;
}

/**
 * Role names are unique as people read them (`nameKey`: compatibility forms, joiners and case do
 * not make another name). Compared here over every role, a few hundred at most; the index on
 * lower(name) still settles a race between two identical names.
 */
async function assertNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const key = nameKey(name);
  let query = tx.selectFrom('roles').select(['id', 'name']);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if ((await query.execute()).some((role) => nameKey(role.name) === key)) throw conflict(`A role named ${name} already exists.`, 'name');
}

async function replaceRolePermissions(tx: Tx, roleId: string, rolePermissions: readonly RolePermission[]): Promise<void> {
  const ids = rolePermissions.map((p) => p.permissionId);
  if (ids.length > 0) {
    const found = await tx.selectFrom('permissions').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw conflict('One of the chosen permissions no longer exists. Reload the page and try again.');
  }
  await tx.deleteFrom('role_permissions').where('roleId', '=', roleId).execute();
  if (ids.length > 0) {
    await tx
      .insertInto('role_permissions')
      .values(ids.map((permissionId) => ({ roleId, permissionId })))
      .execute();
  }
}

/** A role is managed only by someone who could grant everything it holds. */
async function assertManageable(tx: Tx, actor: SignedInUser, id: string): Promise<void> {
  assertMayGrant(actor, await permissionsOfRoles(tx, [id]));
}

const granted = (rolePermissions: readonly RolePermission[]) => rolePermissions.map((p) => p.permissionId);

export const roles: RecordType<Role, typeof roleCalls> = {
  calls: roleCalls,
  table: 'roles',
  list: tableList('roles', roleCalls.list, {
    filters: { name: 'text' },
    sortable: ['name', 'created', 'updated'],
    order: ['name', 'id'],
  }),
  async load(db, ids) {
    const rows = await db.selectFrom('roles').selectAll().where('id', 'in', ids).execute();
    const permissions = await permissionsByRole(db, ids);
    return rows.map((row) => ({ ...row, rolePermissions: permissions.get(row.id) ?? [] }));
  },
  async insert(tx, id, body, now, { actor }) {
    assertMayGrant(actor, granted(body.rolePermissions));
    await assertNameFree(tx, body.name);
    await tx.insertInto('roles').values({ id, name: body.name, created: now, updated: now }).execute();
    await replaceRolePermissions(tx, id, body.rolePermissions);
  },
  async write(tx, current, body, { actor, dialect }) {
    assertMayGrant(actor, granted(body.rolePermissions));
    await assertManageable(tx, actor, current.id);
    await assertNameFree(tx, body.name, current.id);
    // Holders of the role get the new permissions on their next request: they are read per request.
    await keepingASuperUser(tx, dialect, async () => {
      await tx.updateTable('roles').set({ name: body.name }).where('id', '=', current.id).execute();
      await replaceRolePermissions(tx, current.id, body.rolePermissions);
    });
  },
  async assertDeletable(tx, role, { actor }) {
    await assertManageable(tx, actor, role.id);
    const count = await holderCount(tx, { table: 'user_roles', key: 'roleId' }, role.id);
    if (count > 0) throw conflict(`The role ${role.name} is still given to ${count} user(s). Take it from them first.`);
  },
};

export function roleRoutes(app: FastifyInstance): void {
  recordRoutes(app, roles);
}
