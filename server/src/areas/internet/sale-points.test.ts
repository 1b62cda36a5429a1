import { P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { API, UNKNOWN, expectLengthLimits, fieldErrors, makeInstantPlan, makeLocation, makeSalePoint } from './internet-fixtures';

describeAsAdmin('internet: sale points', (s) => {
  it('creates, reads, lists, updates and deletes a sale point with its location', async () => {
    const ikeja = await makeLocation(s.t, { name: 'Ikeja' });
    const body = {
      name: 'Corner shop',
      type: '2',
      phone: '(0801) 234-5678',
      smsSender: 'CORNER',
      address: '1 Allen Avenue',
      city: 'Lagos',
      locationId: ikeja.id,
    };
    const { salePoint } = await s.ok(`${API}/salepoint/create`, body);
    expect(salePoint).toMatchObject({ ...body, type: 2, location: { id: ikeja.id, name: 'Ikeja' } });
    expect((await s.t.call(`${API}/salepoint`, { id: salePoint.id }, s.admin)).body.data.salePoint).toEqual(salePoint);

    const list = await s.t.call(`${API}/salepoints`, { offset: 0, limit: 10, criteria: { type: 2 } }, s.admin);
    expect(list.body.data).toEqual({ salePoints: [salePoint], size: 1 });

    const yaba = await makeLocation(s.t, { name: 'Yaba' });
    // The type is chosen on create only: an update that sends one changes nothing of it.
    const update = { id: salePoint.id, name: 'Corner store', type: 1, phone: '', locationId: yaba.id, updated: salePoint.updated };
    const updated = await s.t.call(`${API}/salepoint/update`, update, s.admin);
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

    expect((await s.t.call(`${API}/salepoint/delete`, { id: salePoint.id }, s.admin)).status).toBe(200);
    expect((await s.t.call(`${API}/salepoint`, { id: salePoint.id }, s.admin)).status).toBe(404);
  });

  it('validates every field at and beyond its limits', async () => {
    const { id: locationId } = await makeLocation(s.t);
    const base = { name: 'Shop', type: 1, locationId };
    const url = `${API}/salepoint/create`;
    await expectLengthLimits(s.t, url, (name) => ({ ...base, name }), 'name', [2, 20]);
    await expectLengthLimits(s.t, url, (smsSender) => ({ ...base, smsSender }), 'smsSender', [0, 10]);
    await expectLengthLimits(s.t, url, (address) => ({ ...base, address }), 'address', [0, 100]);
    await expectLengthLimits(s.t, url, (city) => ({ ...base, city }), 'city', [0, 30]);
    for (const phone of ['08012345678', '+2348012345678', '(080) 1234-5678', '']) {
      expect((await s.t.call(url, { ...base, phone }, s.admin)).status).toBe(200);
    }
    for (const phone of ['0801234567', '080123456', '23480123456789', '0801234567a']) {
      expect(fieldErrors(await s.t.call(url, { ...base, phone }, s.admin)).phone).toBe(
        'Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX',
      );
    }
    for (const type of [0, 3, '12', '', null]) {
      expect(fieldErrors(await s.t.call(url, { ...base, type }, s.admin)).type).toBe('Invalid');
    }
    expect(fieldErrors(await s.t.call(url, { ...base, locationId: 'short' }, s.admin)).locationId).toBe('Invalid');
    expect(fieldErrors(await s.t.call(url, { name: 'Shop' }, s.admin))).toEqual({ type: 'Invalid', locationId: 'Required' });
  });

  it('answers 404 for an unknown sale point or location', async () => {
    expect((await s.t.call(`${API}/salepoint`, { id: UNKNOWN }, s.admin)).body.message).toBe('Sale point not found.');
    expect((await s.t.call(`${API}/salepoint/delete`, { id: UNKNOWN }, s.admin)).status).toBe(404);
    expect((await s.t.call(`${API}/salepoint/update`, { id: UNKNOWN, name: 'Shop', locationId: UNKNOWN }, s.admin)).status).toBe(404);
    const noLocation = await s.t.call(`${API}/salepoint/create`, { name: 'Orphan', type: 1, locationId: UNKNOWN }, s.admin);
    expect([noLocation.status, noLocation.body.message]).toEqual([404, 'Location not found.']);
    expect(await s.t.db.selectFrom('sale_points').select('id').where('name', '=', 'Orphan').execute()).toEqual([]);
  });

  it('refuses to delete a sale point a plan sells', async () => {
    const shop = await makeSalePoint(s.t, { name: 'Kiosk' });
    await makeInstantPlan(s.t, { name: 'Hourly', salePointPlans: [{ salePoint: { id: shop.id } }] });
    const refused = await s.t.call(`${API}/salepoint/delete`, { id: shop.id }, s.admin);
    expect([refused.status, refused.body.message]).toEqual([409, 'Sale point Kiosk is still used by plan "Hourly". Nothing was deleted.']);
  });

  it('enforces the sale point permissions', async () => {
    const shop = await makeSalePoint(s.t, { name: 'Guarded' });
    const viewer = await s.t.userWith([P.VIEW_SALE_POINTS]);
    expect((await s.t.call(`${API}/salepoints`, {}, viewer.token)).status).toBe(200);
    const body = { name: 'Changed', type: 1, locationId: shop.locationId };
    expect((await s.t.call(`${API}/salepoint/create`, body, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/salepoint/update`, { ...body, id: shop.id }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/salepoint/delete`, { id: shop.id }, viewer.token)).status).toBe(403);
    const other = await s.t.userWith([P.VIEW_LOCATIONS]);
    expect((await s.t.call(`${API}/salepoints`, {}, other.token)).status).toBe(403);
    expect((await s.t.call(`${API}/salepoint`, { id: shop.id }, other.token)).status).toBe(403);
    // Who reads its statement reads the sale point (its page opens read-only), and changes nothing.
    const auditor = await s.t.userWith([P.VIEW_SALE_POINT_STATEMENTS]);
    expect((await s.t.call(`${API}/salepoint`, { id: shop.id }, auditor.token)).body.data.salePoint).toMatchObject({ name: 'Guarded' });
    expect((await s.t.call(`${API}/salepoint/update`, { ...body, id: shop.id }, auditor.token)).status).toBe(403);
    const row = await s.t.db.selectFrom('sale_points').select(['name', 'updated']).where('id', '=', shop.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Guarded', updated: shop.updated });
    const editor = await s.t.userWith([P.MODIFY_SALE_POINT]);
    expect((await s.t.call(`${API}/salepoint/update`, { ...body, id: shop.id }, editor.token)).status).toBe(200);
  });
});
