import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { idRequest, listRequest, salePointCreate, salePointUpdate, type SalePoint } from '@console/api';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runList } from '../../http/list-query';
import { assertNotStale, assertWritten, nextStamp } from '../../http/stale-check';
import { assertUnused } from './in-use';
import { assertAllExist } from './references';
import { ACCESS, BASE } from './internet-access';
import type { SalePointsTable } from './internet-tables';

type SalePointRow = Selectable<SalePointsTable> & { location_name: string };

const toSalePoint = (row: SalePointRow): SalePoint => ({
  id: row.id,
  name: row.name,
  type: row.type,
  phone: row.phone,
  smsSender: row.sms_sender,
  address: row.address,
  city: row.city,
  location: { id: row.location_id, name: row.location_name },
  locationId: row.location_id,
  created: row.created,
  updated: row.updated,
});

const withLocation = (db: Db | Tx) =>
  db.selectFrom('sale_points').innerJoin('locations', 'locations.id', 'sale_points.location_id');

async function findSalePoint(db: Db | Tx, id: string): Promise<SalePointRow> {
  const row = await withLocation(db)
    .selectAll('sale_points')
    .select('locations.name as location_name')
    .where('sale_points.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Sale point');
  return row;
}

export function salePointRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: `${BASE}/salepoints`,
    access: ACCESS.listSalePoints,
    body: listRequest,
    async handler({ body, deps }) {
      const { items, size } = await runList(
        withLocation(deps.db),
        {
          ...body,
          filters: {
            name: { column: 'sale_points.name', match: 'text' },
            type: { column: 'sale_points.type', match: 'equals' },
            city: { column: 'sale_points.city', match: 'text' },
            locationId: { column: 'sale_points.location_id', match: 'equals' },
          },
        },
        (q) => q.selectAll('sale_points').select('locations.name as location_name').orderBy('sale_points.name').orderBy('sale_points.id'),
      );
      return { salePoints: items.map(toSalePoint), size };
    },
  });

  defineRoute(app, {
    url: `${BASE}/salepoint`,
    access: ACCESS.readSalePoint,
    body: idRequest,
    async handler({ body, deps }) {
      return { salePoint: toSalePoint(await findSalePoint(deps.db, body.id)) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/salepoint/create`,
    access: ACCESS.createSalePoint,
    body: salePointCreate,
    message: 'Created successfully',
    async handler({ body, deps }) {
      const now = nowSeconds();
      const id = newId();
      const saved = await deps.db.transaction().execute(async (tx) => {
        await assertAllExist(tx, 'locations', [body.locationId], 'Location');
        await tx
          .insertInto('sale_points')
          .values({
            id, name: body.name, type: body.type, phone: body.phone, sms_sender: body.smsSender, address: body.address,
            city: body.city, location_id: body.locationId, created: now, updated: now,
          })
          .execute();
        return findSalePoint(tx, id);
      });
      return { salePoint: toSalePoint(saved) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/salepoint/update`,
    access: ACCESS.modifySalePoint,
    body: salePointUpdate,
    message: 'Updated successfully',
    async handler({ body, deps }) {
      const saved = await deps.db.transaction().execute(async (tx) => {
        const row = await findSalePoint(tx, body.id);
        assertNotStale(body.updated, row.updated);
        await assertAllExist(tx, 'locations', [body.locationId], 'Location');
        assertWritten(
          await tx
            .updateTable('sale_points')
            .set({
              name: body.name, phone: body.phone, sms_sender: body.smsSender, address: body.address, city: body.city,
              location_id: body.locationId, updated: nextStamp(row.updated),
            })
            .where('id', '=', row.id)
            .where('updated', '=', row.updated)
            .executeTakeFirst(),
        );
        return findSalePoint(tx, row.id);
      });
      return { salePoint: toSalePoint(saved) };
    },
  });

  defineRoute(app, {
    url: `${BASE}/salepoint/delete`,
    access: ACCESS.deleteSalePoint,
    body: idRequest,
    message: 'Deleted successfully',
    async handler({ body, deps }) {
      await deps.db.transaction().execute(async (tx) => {
        const row = await findSalePoint(tx, body.id);
        const plans = await tx
          .selectFrom('plan_sale_points')
          .innerJoin('plans', 'plans.id', 'plan_sale_points.plan_id')
          .select('plans.name')
          .where('plan_sale_points.sale_point_id', '=', row.id)
          .orderBy('plans.name')
          .execute();
        assertUnused(`Sale point ${row.name}`, [{ singular: 'plan', plural: 'plans', names: plans.map((p) => p.name) }]);
        await tx.deleteFrom('sale_points').where('id', '=', row.id).execute();
      });
      return null;
    },
  });
}
