import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { idRequest, listRequest, siteCreate, siteUpdate, type Site } from '@console/api';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { ACCESS, BASE } from './internet-access';
import type { SitesTable } from './internet-tables';
import { assertAllExist } from './references';

type SiteRow = Selectable<SitesTable> & { location_name: string };

const toSite = (row: SiteRow): Site => ({
  id: row.id,
  name: row.name,
  area: row.area,
  location: { id: row.location_id, name: row.location_name },
  locationId: row.location_id,
  created: row.created,
  updated: row.updated,
});

const withLocation = (db: Db | Tx) => db.selectFrom('sites').innerJoin('locations', 'locations.id', 'sites.location_id');

async function findSite(db: Db | Tx, id: string): Promise<SiteRow> {
  const row = await withLocation(db)
    .selectAll('sites')
    .select('locations.name as location_name')
    .where('sites.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Site');
  return row;
}

export function siteRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: `${BASE}/sites`,
    access: ACCESS.listSites,
    body: listRequest,
    async handler({ body, deps }) {
      const { items, size } = await runList(
        withLocation(deps.db),
        {
          ...body,
          filters: {
            name: { column: 'sites.name', match: 'text' },
            area: { column: 'sites.area', match: 'text' },
            locationId: { column: 'sites.location_id', match: 'equals' },
          },
        },
        (q) => q.selectAll('sites').select('locations.name as location_name').orderBy('sites.name').orderBy('sites.id'),
      );
      return { sites: items.map(toSite), size };
    },
  });

  defineRoute(app, {
    url: `${BASE}/site`,
    access: ACCESS.readSite,
    body: idRequest,
    async handler({ body, deps }) {
      return { site: toSite(await findSite(deps.db, body.id)) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/site/create`,
    access: ACCESS.createSite,
    body: siteCreate,
    message: 'Created successfully',
    async handler({ body, deps }) {
      const now = nowSeconds();
      const id = newId();
      const saved = await deps.db.transaction().execute(async (tx) => {
        await assertAllExist(tx, 'locations', [body.locationId], 'Location');
        await tx
          .insertInto('sites')
          .values({ id, name: body.name, area: body.area, location_id: body.locationId, created: now, updated: now })
          .execute();
        return findSite(tx, id);
      });
      return { site: toSite(saved) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/site/update`,
    access: ACCESS.modifySite,
    body: siteUpdate,
    message: 'Updated successfully',
    async handler({ body, deps }) {
      const saved = await deps.db.transaction().execute(async (tx) => {
        const row = await findSite(tx, body.id);
        assertNotStale(body.updated, row.updated);
        await assertAllExist(tx, 'locations', [body.locationId], 'Location');
        assertWritten(
          await tx
            .updateTable('sites')
            .set({ name: body.name, area: body.area, location_id: body.locationId, updated: nextStamp(row.updated) })
            .where('id', '=', row.id)
            .where('updated', '=', row.updated)
            .executeTakeFirst(),
        );
        return findSite(tx, row.id);
      });
      return { site: toSite(saved) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/site/delete`,
    access: ACCESS.deleteSite,
    body: idRequest,
    message: 'Deleted successfully',
    async handler({ body, deps }) {
      await deps.db.transaction().execute(async (tx) => {
        const row = await findSite(tx, body.id);
        await tx.deleteFrom('sites').where('id', '=', row.id).execute();
      });
      return null;
    },
  });
}
