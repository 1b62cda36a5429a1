import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { idRequest, listRequest, locationCreate, locationUpdate, type Location } from '@console/api';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { assertUnused } from './in-use';
import { ACCESS, BASE } from './internet-access';
import type { LocationsTable } from './internet-tables';

const toLocation = (row: Selectable<LocationsTable>): Location => ({
  id: row.id,
  code: row.code,
  name: row.name,
  created: row.created,
  updated: row.updated,
});

async function findLocation(db: Db | Tx, id: string) {
  const row = await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Location');
  return row;
}

async function assertCodeFree(tx: Tx, code: string, exceptId: string | null) {
  const taken = await tx.selectFrom('locations').select('id').where('code', '=', code).executeTakeFirst();
  if (taken && taken.id !== exceptId) throw conflict(`A location with code ${code} already exists.`);
}

export function locationRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: `${BASE}/locations`,
    access: ACCESS.listLocations,
    body: listRequest,
    async handler({ body, deps }) {
      const { items, size } = await runList(
        deps.db.selectFrom('locations'),
        { ...body, filters: { code: { column: 'code', match: 'text' }, name: { column: 'name', match: 'text' } } },
        (q) => q.selectAll().orderBy('code').orderBy('id'),
      );
      return { locations: items.map(toLocation), size };
    },
  });

  defineRoute(app, {
    url: `${BASE}/location`,
    access: ACCESS.readLocation,
    body: idRequest,
    async handler({ body, deps }) {
      return { location: toLocation(await findLocation(deps.db, body.id)) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/location/create`,
    access: ACCESS.createLocation,
    body: locationCreate,
    message: 'Created successfully',
    async handler({ body, deps }) {
      const now = nowSeconds();
      const row = { id: newId(), code: body.code, name: body.name, created: now, updated: now };
      await deps.db.transaction().execute(async (tx) => {
        await assertCodeFree(tx, body.code, null);
        await tx.insertInto('locations').values(row).execute();
      });
      return { location: toLocation(row) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/location/update`,
    access: ACCESS.modifyLocation,
    body: locationUpdate,
    message: 'Updated successfully',
    async handler({ body, deps }) {
      const saved = await deps.db.transaction().execute(async (tx) => {
        const row = await findLocation(tx, body.id);
        assertNotStale(body.updated, row.updated);
        await assertCodeFree(tx, body.code, row.id);
        const next = { ...row, code: body.code, name: body.name, updated: nextStamp(row.updated) };
        assertWritten(
          await tx
            .updateTable('locations')
            .set({ code: next.code, name: next.name, updated: next.updated })
            .where('id', '=', row.id)
            .where('updated', '=', row.updated)
            .executeTakeFirst(),
        );
        return next;
      });
      return { location: toLocation(saved) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/location/delete`,
    access: ACCESS.deleteLocation,
    body: idRequest,
    message: 'Deleted successfully',
    async handler({ body, deps }) {
      await deps.db.transaction().execute(async (tx) => {
        const row = await findLocation(tx, body.id);
        const [salePoints, sites, plans] = await Promise.all([
          tx.selectFrom('sale_points').select('name').where('location_id', '=', row.id).orderBy('name').execute(),
          tx.selectFrom('sites').select('name').where('location_id', '=', row.id).orderBy('name').execute(),
          tx
            .selectFrom('plan_locations')
            .innerJoin('plans', 'plans.id', 'plan_locations.plan_id')
            .select('plans.name')
            .where('plan_locations.location_id', '=', row.id)
            .orderBy('plans.name')
            .execute(),
        ]);
        assertUnused(`Location ${row.code} (${row.name})`, [
          { singular: 'plan', plural: 'plans', names: plans.map((p) => p.name) },
          { singular: 'sale point', plural: 'sale points', names: salePoints.map((s) => s.name) },
          { singular: 'site', plural: 'sites', names: sites.map((s) => s.name) },
        ]);
        await tx.deleteFrom('locations').where('id', '=', row.id).execute();
      });
      return null;
    },
  });
}
