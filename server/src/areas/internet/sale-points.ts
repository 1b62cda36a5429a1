import { koboToNaira, salePointCalls, type SalePoint } from '@console/api/contract';
import { tableList } from '../../http/list-query';
import { assertLocation, byLocation, linkedNames, placedRecords } from './references';
import type { RecordType } from '../../http/record-routes';

export const salePoints: RecordType<SalePoint, typeof salePointCalls> = {
  calls: salePointCalls,
  table: 'sale_points',
  list: tableList('sale_points', salePointCalls.list, {
    sortable: ['name', 'city', 'phone'],
    filters: {
      name: 'text',
      type: 'equals',
      city: 'text',
      ...byLocation,
    },
    order: ['name', 'id'],
  }),
  load: (db, ids) =>
    placedRecords(db, 'sale_points', ids, (row) => ({
      name: row.name,
      type: row.type,
      phone: row.phone,
      smsSender: row.smsSender,
      address: row.address,
      city: row.city,
      creditLimit: row.creditLimitKobo === null ? null : koboToNaira(Number(row.creditLimitKobo)),
    })),
  async insert(tx, id, body, now) {
    await assertLocation(tx, body.locationId);
    await tx
      .insertInto('sale_points')
      .values({
        id,
        name: body.name,
        type: body.type,
        phone: body.phone,
        smsSender: body.smsSender,
        address: body.address,
        city: body.city,
        locationId: body.locationId,
        creditLimitKobo: body.creditLimit ?? null,
        created: now,
        updated: now,
      })
      .execute();
  },
  async write(tx, current, body) {
    await assertLocation(tx, body.locationId);
    await tx
      .updateTable('sale_points')
      .set({
        name: body.name,
        phone: body.phone,
        smsSender: body.smsSender,
        address: body.address,
        city: body.city,
        locationId: body.locationId,
        // Absent (an older client's update): the limit stays as it was.
        ...(body.creditLimit !== undefined && { creditLimitKobo: body.creditLimit }),
      })
      .where('id', '=', current.id)
      .execute();
  },
  label: (salePoint) => `Sale point ${salePoint.name}`,
  async usages(tx, salePoint) {
    const plans = await linkedNames(tx, { table: 'plan_sale_points', key: 'salePointId', target: 'planId', named: 'plans' }, salePoint.id);
    return [{ singular: 'plan', plural: 'plans', names: plans }];
  },
};
