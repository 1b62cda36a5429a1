import { siteCalls } from '@console/api/contract';
import { type Site } from '@console/api/contract';
import { tableList } from '../../http/list-query';
import { assertLocation, byLocation, placedRecords } from './references';
import type { RecordType } from '../../http/record-routes';

export const sites: RecordType<Site, typeof siteCalls> = {
  calls: siteCalls,
  table: 'sites',
  list: tableList('sites', siteCalls.list, {
    sortable: ['name', 'area', 'created', 'updated'],
    filters: {
      name: 'text',
      area: 'text',
      ...byLocation,
    },
    order: ['name', 'id'],
  }),
  load: (db, ids) => placedRecords(db, 'sites', ids, (row) => ({ name: row.name, area: row.area })),
  async insert(tx, id, body, now) {
    await assertLocation(tx, body.locationId);
    await tx.insertInto('sites').values({ id, name: body.name, area: body.area, locationId: body.locationId, created: now, updated: now }).execute();
  },
  async write(tx, current, body) {
    await assertLocation(tx, body.locationId);
    await tx.updateTable('sites').set({ name: body.name, area: body.area, locationId: body.locationId }).where('id', '=', current.id).execute();
  },
  label: (site) => `Site ${site.name}`,
};
