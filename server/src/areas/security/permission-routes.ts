import { permissionCalls } from '@console/api/contract';
import type { FastifyInstance } from 'fastify';
import { isCataloguePermission, type Permission } from '@console/api/contract';
import type { Db, Tx } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { tableList } from '../../http/list-query';
import { holderCount } from '../../http/in-use';
import { recordRoutes, type RecordType } from '../../http/record-routes';

const PERMISSION_COLUMNS = ['id', 'name', 'groupName as group', 'created', 'updated'] as const;

const CATALOGUE_FIXED =
  'This permission is part of the built-in catalogue: the code checks it by its id, so it cannot be deleted, renumbered or renamed.';

async function assertIdFree(tx: Tx, id: number): Promise<void> {
  const taken = await tx.selectFrom('permissions').select('id').where('id', '=', id).executeTakeFirst();
  if (taken) throw conflict(`A permission with id ${id} already exists.`, 'id');
}

/** Permissions have the ids the code checks (the catalogue) or ids an administrator chose: numbers, never row ids. */
export const permissions: RecordType<Permission, typeof permissionCalls> = {
  calls: permissionCalls,
  table: 'permissions',
  list: tableList('permissions', permissionCalls.list, {
    filters: {
      name: 'text',
      group: { column: 'groupName', match: 'text' },
    },
    sortable: { name: 'name', group: 'groupName', created: 'created', updated: 'updated' },
    order: ['id'],
  }),
  async load(db: Db | Tx, ids) {
    return db.selectFrom('permissions').select(PERMISSION_COLUMNS).where('id', 'in', ids).execute();
  },
  idOf: (body) => body.id,
  async insert(tx, id, body, now) {
    await assertIdFree(tx, id);
    await tx.insertInto('permissions').values({ id, name: body.name, groupName: body.group, created: now, updated: now }).execute();
  },
  async write(tx, current, body) {
    const targetId = body.newId ?? current.id;
    if (isCataloguePermission(current.id)) throw conflict(CATALOGUE_FIXED);
    if (targetId !== current.id && isCataloguePermission(targetId)) throw conflict(`The id ${targetId} belongs to the built-in catalogue.`);
    await tx.updateTable('permissions').set({ name: body.name, groupName: body.group }).where('id', '=', current.id).execute();
    if (targetId === current.id) return;
    // Renumbering, claimed at the stamp read like any update: of two saves racing, the later one
    // answers 409. The roles holding the permission move to the new id with it; the key is
    // referenced without ON UPDATE CASCADE, so the row is copied, the roles moved, the old row dropped.
    await assertIdFree(tx, targetId);
    const stored = await tx.selectFrom('permissions').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    await tx
      .insertInto('permissions')
      .values({ ...stored, id: targetId })
      .execute();
    await tx.updateTable('role_permissions').set({ permissionId: targetId }).where('permissionId', '=', current.id).execute();
    await tx.deleteFrom('permissions').where('id', '=', current.id).execute();
    return targetId;
  },
  async assertDeletable(tx, permission) {
    if (isCataloguePermission(permission.id)) throw conflict(CATALOGUE_FIXED);
    const count = await holderCount(tx, { table: 'role_permissions', key: 'permissionId' }, permission.id);
    if (count > 0) throw conflict(`The permission ${permission.name} is still held by ${count} role(s). Take it from them first.`);
  },
};

export function permissionRoutes(app: FastifyInstance): void {
  recordRoutes(app, permissions);
}
