import { locationCalls } from '@console/api/contract';
import type { Selectable } from 'kysely';
import { type Location } from '@console/api/contract';
import type { Tx } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { tableList } from '../../http/list-query';
import type { LocationsTable } from './internet-tables';
import type { RecordType } from '../../http/record-routes';
import { linkedNames } from './references';

const toLocation = (row: Selectable<LocationsTable>): Location => ({
  id: row.id,
  code: row.code,
  name: row.name,
  created: row.created,
  updated: row.updated,
});

async function assertCodeFree(tx: Tx, code: string, exceptId: string | null) {
  const taken = await tx.selectFrom('locations').select('id').where('code', '=', code).executeTakeFirst();
  if (taken && taken.id !== exceptId) throw conflict(`A location with code ${code} already exists.`, 'code');
}

export const locations: RecordType<Location, typeof locationCalls> = {
  calls: locationCalls,
  table: 'locations',
  list: tableList('locations', locationCalls.list, {
    sortable: ['code', 'name', 'created', 'updated'],
    filters: { code: 'text', name: 'text' },
    order: ['code', 'id'],
  }),
  async load(db, ids) {
    return (await db.selectFrom('locations').selectAll().where('id', 'in', ids).execute()).map(toLocation);
  },
  async insert(tx, id, body, now) {
    await assertCodeFree(tx, body.code, null);
    await tx.insertInto('locations').values({ id, code: body.code, name: body.name, created: now, updated: now }).execute();
  },
  async write(tx, current, body) {
    await assertCodeFree(tx, body.code, current.id);
    await tx.updateTable('locations').set({ code: body.code, name: body.name }).where('id', '=', current.id).execute();
  },
  label: (location) => `Location ${location.code} (${location.name})`,
  async usages(tx, location) {
    const [plans, salePoints, sites] = await Promise.all([
      linkedNames(tx, { table: 'plan_locations', key: 'locationId', target: 'planId', named: 'plans' }, location.id),
      tx.selectFrom('sale_points').select('name').where('locationId', '=', location.id).orderBy('name').execute(),
      tx.selectFrom('sites').select('name').where('locationId', '=', location.id).orderBy('name').execute(),
    ]);
    return [
      { singular: 'plan', plural: 'plans', names: plans },
      { singular: 'sale point', plural: 'sale points', names: salePoints.map((s) => s.name) },
      { singular: 'site', plural: 'sites', names: sites.map((s) => s.name) },
    ];
  },
};
