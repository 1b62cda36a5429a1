import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  P,
  idRequest,
  listRequest,
  noData,
  one,
  page,
  roleAnswer,
  roleCreateRequest,
  roleUpdateRequest,
  type Role,
} from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import type { SignedInUser } from '../../auth/authenticate';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { assertMayGrant, keepingASuperUser, permissionsOfRoles } from './security-guards';

const ROLE = 'Role';

type RolePermission = Role['rolePermissions'][number];

async function permissionsByRole(db: Db | Tx, roleIds: readonly string[]): Promise<Map<string, RolePermission[]>> {
  const byRole = new Map<string, RolePermission[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission_id'])
    .where('role_id', 'in', roleIds)
    .orderBy('permission_id')
    .execute();
  for (const row of rows) byRole.get(row.role_id)?.push({ permissionId: row.permission_id });
  return byRole;
}

async function loadRole(db: Db | Tx, id: string): Promise<Role> {
  const row = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Role');
  return { ...row, rolePermissions: (await permissionsByRole(db, [id])).get(id) ?? [] };
}

async function assertNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  let query = tx.selectFrom('roles').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A role named ${name} already exists.`);
}

async function replaceRolePermissions(tx: Tx, roleId: string, rolePermissions: readonly RolePermission[]): Promise<void> {
  const ids = rolePermissions.map((p) => p.permissionId);
  if (ids.length > 0) {
    const found = await tx.selectFrom('permissions').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw conflict('One of the chosen permissions no longer exists. Reload the page and try again.');
  }
  await tx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (ids.length > 0) {
    await tx.insertInto('role_permissions').values(ids.map((permissionId) => ({ role_id: roleId, permission_id: permissionId }))).execute();
  }
}

/** The role must exist, and hold nothing the acting user could not grant. */
async function manageableRole(tx: Tx, actor: SignedInUser, id: string) {
  const row = await tx.selectFrom('roles').select(['id', 'name', 'updated']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Role');
  assertMayGrant(actor, await permissionsOfRoles(tx, [id]));
  return row;
}

export function roleRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: '/user/roles',
    summary: 'Role: list',
    response: page('roles', roleAnswer),
    // Whoever gives users their roles needs the roles' names for the checklist.
    access: { anyOf: [P.VIEW_ROLES, P.CREATE_USER, P.MODIFY_USER] },
    body: listRequest,
    async handler({ body, deps }) {
      const { items, size } = await runList(
        deps.db.selectFrom('roles'),
        { ...body, filters: { name: { column: 'name', match: 'text' } } },
        (q) => q.selectAll().orderBy('name').orderBy('id'),
      );
      const permissions = await permissionsByRole(
        deps.db,
        items.map((row) => row.id),
      );
      return { roles: items.map((row) => ({ ...row, rolePermissions: permissions.get(row.id) ?? [] })), size };
    },
  });

  defineRoute(app, {
    url: '/user/role',
    summary: 'Role: read one',
    response: one('role', roleAnswer),
    access: { anyOf: [P.VIEW_ROLES, P.MODIFY_ROLE] },
    body: idRequest,
    async handler({ body, deps }) {
      return { role: await loadRole(deps.db, body.id) };
    },
  });

  defineRoute(app, {
    url: '/user/role/create',
    summary: 'Role: create',
    response: one('role', roleAnswer),
    access: { anyOf: [P.CREATE_ROLE] },
    body: roleCreateRequest,
    message: 'Created successfully',
    async handler({ body, user: actor, deps }) {
      assertMayGrant(
        actor,
        body.rolePermissions.map((p) => p.permissionId),
      );
      const id = newId();
      const now = nowSeconds();
      await deps.db.transaction().execute(async (tx) => {
        await assertNameFree(tx, body.name);
        await tx.insertInto('roles').values({ id, name: body.name, created: now, updated: now }).execute();
        await replaceRolePermissions(tx, id, body.rolePermissions);
        await auditChange(tx, actor, ROLE, id, null, await loadRole(tx, id));
      });
      return { role: await loadRole(deps.db, id) };
    },
  });

  defineRoute(app, {
    url: '/user/role/update',
    summary: 'Role: update',
    response: one('role', roleAnswer),
    access: { anyOf: [P.MODIFY_ROLE] },
    body: roleUpdateRequest,
    message: 'Updated successfully',
    async handler({ body, user: actor, deps }) {
      assertMayGrant(
        actor,
        body.rolePermissions.map((p) => p.permissionId),
      );
      await deps.db.transaction().execute(async (tx) => {
        const row = await manageableRole(tx, actor, body.id);
        assertNotStale(body.updated, row.updated);
        await assertNameFree(tx, body.name, row.id);
        const before = await loadRole(tx, row.id);
        // Holders of the role get the new permissions on their next request: they are read per request.
        await keepingASuperUser(tx, deps.dialect, async () => {
          const result = await tx
            .updateTable('roles')
            .set({ name: body.name, updated: nextStamp(row.updated) })
            .where('id', '=', row.id)
            .where('updated', '=', row.updated)
            .executeTakeFirst();
          assertWritten(result);
          await replaceRolePermissions(tx, row.id, body.rolePermissions);
        });
        await auditChange(tx, actor, ROLE, row.id, before, await loadRole(tx, row.id));
      });
      return { role: await loadRole(deps.db, body.id) };
    },
  });

  defineRoute(app, {
    url: '/user/role/delete',
    summary: 'Role: delete',
    response: noData,
    access: { anyOf: [P.DELETE_ROLE] },
    body: idRequest,
    message: 'Deleted successfully',
    async handler({ body, user: actor, deps }) {
      await deps.db.transaction().execute(async (tx) => {
        const row = await manageableRole(tx, actor, body.id);
        const holders = await tx
          .selectFrom('user_roles')
          .select(sql<number | string>`count(*)`.as('count'))
          .where('role_id', '=', row.id)
          .executeTakeFirst();
        const count = Number(holders?.count ?? 0);
        if (count > 0) {
          throw conflict(`The role ${row.name} is still given to ${count} user(s). Take it from them first.`);
        }
        const before = await loadRole(tx, row.id);
        await tx.deleteFrom('roles').where('id', '=', row.id).execute();
        await auditChange(tx, actor, ROLE, row.id, before, null);
      });
      return null;
    },
  });
}
