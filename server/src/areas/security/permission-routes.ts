import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  P,
  isCataloguePermission,
  listRequest,
  noData,
  one,
  page,
  permissionAnswer,
  permissionCreateRequest,
  permissionIdRequest,
  permissionUpdateRequest,
  type Permission,
} from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import type { Db, Tx } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { stampedUpdate } from '../../http/stamped-update';

const PERMISSION_COLUMNS = ['id', 'name', 'group_name as group', 'created', 'updated'] as const;

const PERMISSION = 'Permission';

const CATALOGUE_FIXED =
  'This permission is part of the built-in catalogue: the code checks it by its id, so it cannot be deleted, renumbered or renamed.';

async function loadPermission(db: Db | Tx, id: number): Promise<Permission> {
  const row = await db.selectFrom('permissions').select(PERMISSION_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Permission');
  return row;
}

async function assertIdFree(tx: Tx, id: number): Promise<void> {
  const taken = await tx.selectFrom('permissions').select('id').where('id', '=', id).executeTakeFirst();
  if (taken) throw conflict(`A permission with id ${id} already exists.`);
}

export function permissionRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: '/user/permissions',
    summary: 'Permission: list',
    response: page('permissions', permissionAnswer),
    // Whoever edits roles needs every permission for the role's checklist.
    access: { anyOf: [P.VIEW_PERMISSIONS, P.CREATE_ROLE, P.MODIFY_ROLE] },
    body: listRequest,
    async handler({ body, deps }) {
      const filters = {
        name: { column: 'name', match: 'text' as const },
        group: { column: 'group_name', match: 'text' as const },
      };
      const { items, size } = await runList(
        deps.db.selectFrom('permissions'),
        { ...body, filters, sortable: { name: 'name', group: 'group_name', created: 'created', updated: 'updated' } },
        (q) => q.select(PERMISSION_COLUMNS).orderBy('id'),
      );
      return { permissions: items, size };
    },
  });

  defineRoute(app, {
    url: '/user/permission',
    summary: 'Permission: read one',
    response: one('permission', permissionAnswer),
    access: { anyOf: [P.VIEW_PERMISSIONS, P.MODIFY_PERMISSION] },
    body: permissionIdRequest,
    async handler({ body, deps }) {
      return { permission: await loadPermission(deps.db, body.id) };
    },
  });

  defineRoute(app, {
    url: '/user/permission/create',
    summary: 'Permission: create',
    response: one('permission', permissionAnswer),
    access: { anyOf: [P.CREATE_PERMISSION] },
    body: permissionCreateRequest,
    message: 'Created successfully',
    async handler({ body, deps, user }) {
      const now = nowSeconds();
      await deps.db.transaction().execute(async (tx) => {
        await assertIdFree(tx, body.id);
        await tx.insertInto('permissions').values({ id: body.id, name: body.name, group_name: body.group, created: now, updated: now }).execute();
        await auditChange(tx, user, PERMISSION, body.id, null, await loadPermission(tx, body.id));
      });
      return { permission: await loadPermission(deps.db, body.id) };
    },
  });

  defineRoute(app, {
    url: '/user/permission/update',
    summary: 'Permission: update or renumber',
    response: one('permission', permissionAnswer),
    access: { anyOf: [P.MODIFY_PERMISSION] },
    body: permissionUpdateRequest,
    message: 'Updated successfully',
    async handler({ body, deps, user }) {
      const targetId = body.newId ?? body.id;
      await deps.db.transaction().execute(async (tx) => {
        const before = await loadPermission(tx, body.id);
        if (isCataloguePermission(before.id)) throw conflict(CATALOGUE_FIXED);
        if (targetId !== before.id && isCataloguePermission(targetId)) throw conflict(`The id ${targetId} belongs to the built-in catalogue.`);
        // Claimed at the stamp read, renumbering included: of two saves racing, the later one answers 409.
        await stampedUpdate(tx, user, {
          table: 'permissions',
          what: PERMISSION,
          current: before,
          sent: body.updated,
          async write() {
            await tx.updateTable('permissions').set({ name: body.name, group_name: body.group }).where('id', '=', before.id).execute();
            if (targetId === before.id) return;
            // Renumbering: the roles holding the permission move to the new id with it. The key is
            // referenced without ON UPDATE CASCADE, so the row is copied, the roles moved, the old row dropped.
            await assertIdFree(tx, targetId);
            const stored = await tx.selectFrom('permissions').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
            await tx
              .insertInto('permissions')
              .values({ ...stored, id: targetId })
              .execute();
            await tx.updateTable('role_permissions').set({ permission_id: targetId }).where('permission_id', '=', before.id).execute();
            await tx.deleteFrom('permissions').where('id', '=', before.id).execute();
          },
          after: () => loadPermission(tx, targetId),
        });
      });
      return { permission: await loadPermission(deps.db, targetId) };
    },
  });

  defineRoute(app, {
    url: '/user/permission/delete',
    summary: 'Permission: delete',
    response: noData,
    access: { anyOf: [P.DELETE_PERMISSION] },
    body: permissionIdRequest,
    message: 'Deleted successfully',
    async handler({ body, deps, user }) {
      if (isCataloguePermission(body.id)) throw conflict(CATALOGUE_FIXED);
      await deps.db.transaction().execute(async (tx) => {
        const row = await loadPermission(tx, body.id);
        const holders = await tx
          .selectFrom('role_permissions')
          .select(sql<number | string>`count(*)`.as('count'))
          .where('permission_id', '=', row.id)
          .executeTakeFirst();
        const count = Number(holders?.count ?? 0);
        if (count > 0) throw conflict(`The permission ${row.name} is still held by ${count} role(s). Take it from them first.`);
        await tx.deleteFrom('permissions').where('id', '=', row.id).execute();
        await auditChange(tx, user, PERMISSION, row.id, row, null);
      });
      return null;
    },
  });
}
