import { P } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { expectLengthLimits, fieldErrors, makeInstantPlan, makeLocation, makeSalePoint } from './internet-fixtures';

const URL = '/services/internet';
const UNKNOWN = '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000';

describeEachDatabase('internet: sale points', (get) => {
  it('creates, reads, lists, updates and deletes a sale point with its location', async () => {
    const t = get();
    const token = await t.adminToken();
    const ikeja = await makeLocation(t, { name: 'Ikeja' });
    const body = {
      name: 'Corner shop',
      type: '2',
      phone: '(0801) 234-5678',
      smsSender: 'CORNER',
      address: '1 Allen Avenue',
      city: 'Lagos',
      locationId: ikeja.id,
    };
    const created = await t.call(`${URL}/salepoint/create`, body, token);
    expect(created.status).toBe(200);
    const { salePoint } = created.body.data;
    expect(salePoint).toMatchObject({ ...body, type: 2, location: { id: ikeja.id, name: 'Ikeja' } });
    expect((await t.call(`${URL}/salepoint`, { id: salePoint.id }, token)).body.data.salePoint).toEqual(salePoint);

    const list = await t.call(`${URL}/salepoints`, { offset: 0, limit: 10, criteria: { type: 2 } }, token);
    expect(list.body.data).toEqual({ salePoints: [salePoint], size: 1 });

    const yaba = await makeLocation(t, { name: 'Yaba' });
    // The type is chosen on create only: an update that sends one changes nothing of it.
    const update = { id: salePoint.id, name: 'Corner store', type: 1, phone: '', locationId: yaba.id, updated: salePoint.updated };
    const updated = await t.call(`${URL}/salepoint/update`, update, token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.salePoint).toMatchObject({
      name: 'Corner store',
      type: 2,
      phone: '',
      smsSender: '',
      address: '',
      city: '',
      location: { id: yaba.id, name: 'Yaba' },
    });

    expect((await t.call(`${URL}/salepoint/delete`, { id: salePoint.id }, token)).status).toBe(200);
    expect((await t.call(`${URL}/salepoint`, { id: salePoint.id }, token)).status).toBe(404);
  });

  it('validates every field at and beyond its limits', async () => {
    const t = get();
    const token = await t.adminToken();
    const { id: locationId } = await makeLocation(t);
    const base = { name: 'Shop', type: 1, locationId };
    const url = `${URL}/salepoint/create`;
    await expectLengthLimits(t, url, (name) => ({ ...base, name }), 'name', [2, 20]);
    await expectLengthLimits(t, url, (smsSender) => ({ ...base, smsSender }), 'smsSender', [0, 10]);
    await expectLengthLimits(t, url, (address) => ({ ...base, address }), 'address', [0, 100]);
    await expectLengthLimits(t, url, (city) => ({ ...base, city }), 'city', [0, 30]);
    for (const phone of ['08012345678', '+2348012345678', '(080) 1234-5678', '']) {
      expect((await t.call(url, { ...base, phone }, token)).status).toBe(200);
    }
    for (const phone of ['0801234567', '080123456', '23480123456789', '0801234567a']) {
      expect(fieldErrors(await t.call(url, { ...base, phone }, token)).phone).toBe('Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX');
    }
    for (const type of [0, 3, '12', '', null]) {
      expect(fieldErrors(await t.call(url, { ...base, type }, token)).type).toBe('Invalid');
    }
    expect(fieldErrors(await t.call(url, { ...base, locationId: 'short' }, token)).locationId).toBe('Invalid');
    expect(fieldErrors(await t.call(url, { name: 'Shop' }, token))).toEqual({ type: 'Invalid', locationId: 'Required' });
  });

  it('answers 404 for an unknown sale point or location', async () => {
    const t = get();
    const token = await t.adminToken();
    expect((await t.call(`${URL}/salepoint`, { id: UNKNOWN }, token)).body.message).toBe('Sale point not found.');
    expect((await t.call(`${URL}/salepoint/delete`, { id: UNKNOWN }, token)).status).toBe(404);
    expect((await t.call(`${URL}/salepoint/update`, { id: UNKNOWN, name: 'Shop', locationId: UNKNOWN }, token)).status).toBe(404);
    const noLocation = await t.call(`${URL}/salepoint/create`, { name: 'Orphan', type: 1, locationId: UNKNOWN }, token);
    expect([noLocation.status, noLocation.body.message]).toEqual([404, 'Location not found.']);
    expect(await t.db.selectFrom('sale_points').select('id').where('name', '=', 'Orphan').execute()).toEqual([]);
  });

  it('refuses to delete a sale point a plan sells', async () => {
    const t = get();
    const token = await t.adminToken();
    const shop = await makeSalePoint(t, { name: 'Kiosk' });
    await makeInstantPlan(t, { name: 'Hourly', salePointPlans: [{ salePoint: { id: shop.id } }] });
    const refused = await t.call(`${URL}/salepoint/delete`, { id: shop.id }, token);
    expect([refused.status, refused.body.message]).toEqual([409, 'Sale point Kiosk is still used by plan "Hourly". Nothing was deleted.']);
  });

  it('enforces the sale point permissions', async () => {
    const t = get();
    const shop = await makeSalePoint(t, { name: 'Guarded' });
    const viewer = await t.userWith([P.VIEW_SALE_POINTS]);
    expect((await t.call(`${URL}/salepoints`, {}, viewer.token)).status).toBe(200);
    const body = { name: 'Changed', type: 1, locationId: shop.locationId };
    expect((await t.call(`${URL}/salepoint/create`, body, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/salepoint/update`, { ...body, id: shop.id }, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/salepoint/delete`, { id: shop.id }, viewer.token)).status).toBe(403);
    const other = await t.userWith([P.VIEW_LOCATIONS]);
    expect((await t.call(`${URL}/salepoints`, {}, other.token)).status).toBe(403);
    expect((await t.call(`${URL}/salepoint`, { id: shop.id }, other.token)).status).toBe(403);
    const row = await t.db.selectFrom('sale_points').select(['name', 'updated']).where('id', '=', shop.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Guarded', updated: shop.updated });
    const editor = await t.userWith([P.MODIFY_SALE_POINT]);
    expect((await t.call(`${URL}/salepoint/update`, { ...body, id: shop.id }, editor.token)).status).toBe(200);
  });
});
