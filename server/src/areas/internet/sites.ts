import { siteAnswer, siteCreate, siteUpdate, type Site } from '@console/api/contract';
import { tableList } from '../../http/list-query';
import { internetAccess } from './internet-access';
import { assertLocation, byLocation, placedRecords } from './references';
import type { RecordType } from '../../http/record-routes';

export const sites: RecordType<Site, typeof siteCreate, typeof siteUpdate> = {
  table: 'sites',
  what: 'Site',
  paths: {
    list: '/services/internet/sites',
    read: '/services/internet/site',
    create: '/services/internet/site/create',
    update: '/services/internet/site/update',
    delete: '/services/internet/site/delete',
  },
  answer: siteAnswer,
  access: internetAccess('Site'),
  list: tableList('sites', {
    sortable: ['name', 'area', 'created', 'updated'],
    filters: {
      name: 'text',
      area: 'text',
      ...byLocation,
    },
    order: ['name', 'id'],
  }),
  load: (db, ids) => placedRecords(db, 'sites', ids, (row) => ({ name: row.name, area: row.area })),
  create: siteCreate,
  async insert(tx, id, body, now) {
    await assertLocation(tx, body.locationId);
    await tx.insertInto('sites').values({ id, name: body.name, area: body.area, locationId: body.locationId, created: now, updated: now }).execute();
  },
  update: siteUpdate,
  async write(tx, current, body) {
    await assertLocation(tx, body.locationId);
    await tx.updateTable('sites').set({ name: body.name, area: body.area, locationId: body.locationId }).where('id', '=', current.id).execute();
  },
  label: (site) => `Site ${site.name}`,
};
