import { P } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { expectLengthLimits, fieldErrors, makeLocation, makePrepaidPlan, makeSalePoint, makeSite } from './internet-fixtures';

const URL = '/services/internet';

describeEachDatabase('internet: locations', (get) => {
  it('creates, reads, lists, updates and deletes a location', async () => {
    const t = get();
    const token = await t.adminToken();
    const created = await t.call(`${URL}/location/create`, { code: 'abj', name: 'Abuja' }, token);
    expect(created.status).toBe(200);
    const { location } = created.body.data;
    expect(location).toMatchObject({ code: 'ABJ', name: 'Abuja' });
    expect(location.id.length).toBeGreaterThanOrEqual(20);
    expect(location.created).toBeGreaterThan(1_600_000_000);

    expect((await t.call(`${URL}/location`, { id: location.id }, token)).body.data.location).toEqual(location);

    const list = await t.call(`${URL}/locations`, { offset: 0, limit: 10, criteria: { name: 'abu' } }, token);
    expect(list.body.data).toEqual({ locations: [location], size: 1 });

    const updated = await t.call(`${URL}/location/update`, { id: location.id, code: 'ABV', name: 'Abuja FCT', updated: location.updated }, token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.location).toMatchObject({ id: location.id, code: 'ABV', name: 'Abuja FCT', created: location.created });
    expect(updated.body.data.location.updated).toBeGreaterThan(location.updated);

    expect((await t.call(`${URL}/location/delete`, { id: location.id }, token)).status).toBe(200);
    expect((await t.call(`${URL}/location`, { id: location.id }, token)).status).toBe(404);
  });

  it('pages the list and counts every match', async () => {
    const t = get();
    const token = await t.adminToken();
    for (let i = 0; i < 12; i++) await makeLocation(t, { code: `PG${String(i).padStart(2, '0')}`, name: `Paged ${i}` });
    const first = await t.call(`${URL}/locations`, { offset: 0, limit: 10, criteria: { code: 'pg' } }, token);
    expect(first.body.data.size).toBe(12);
    expect(first.body.data.locations).toHaveLength(10);
    const second = await t.call(`${URL}/locations`, { offset: 10, limit: 10, criteria: { code: 'pg' } }, token);
    expect(second.body.data.locations.map((l: { code: string }) => l.code)).toEqual(['PG10', 'PG11']);
    expect(fieldErrors(await t.call(`${URL}/locations`, { criteria: { colour: 'red' } }, token))).toHaveProperty(['criteria.colour']);
  });

  it('holds code to 2-6 and name to 2-20 characters', async () => {
    const t = get();
    await expectLengthLimits(t, `${URL}/location/create`, (code) => ({ code, name: 'Lagos' }), 'code', [2, 6], 'c');
    await expectLengthLimits(t, `${URL}/location/create`, (name) => ({ code: `N${name.length}`, name }), 'name', [2, 20]);
    const errors = fieldErrors(await t.call(`${URL}/location/create`, {}, await t.adminToken()));
    expect(errors).toEqual({ code: 'Required', name: 'Required' });
  });

  it('keeps codes unique, whatever their case', async () => {
    const t = get();
    const token = await t.adminToken();
    const lagos = await makeLocation(t, { code: 'LAG' });
    const again = await t.call(`${URL}/location/create`, { code: 'lag', name: 'Lagos 2' }, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/code LAG already exists/);
    const other = await makeLocation(t, { code: 'IKJ' });
    const clash = await t.call(`${URL}/location/update`, { id: other.id, code: 'LAG', name: 'Ikeja' }, token);
    expect(clash.status).toBe(409);
    // Keeping its own code is no clash.
    expect((await t.call(`${URL}/location/update`, { id: lagos.id, code: 'LAG', name: 'Lagos Island' }, token)).status).toBe(200);
  });

  it('answers 404 for unknown ids and 409 for a stale update', async () => {
    const t = get();
    const token = await t.adminToken();
    const unknown = '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000';
    for (const call of ['location', 'location/delete']) {
      const result = await t.call(`${URL}/${call}`, { id: unknown }, token);
      expect(result.status).toBe(404);
      expect(result.body.message).toBe('Location not found.');
    }
    expect((await t.call(`${URL}/location/update`, { id: unknown, code: 'XX', name: 'Nowhere' }, token)).status).toBe(404);
    const location = await makeLocation(t);
    await t.call(`${URL}/location/update`, { id: location.id, code: location.code, name: 'First writer' }, token);
    const stale = await t.call(`${URL}/location/update`, { id: location.id, code: location.code, name: 'Second', updated: location.updated }, token);
    expect(stale.status).toBe(409);
    expect((await t.call(`${URL}/location`, { id: location.id }, token)).body.data.location.name).toBe('First writer');
  });

  it('refuses to delete a location in use, naming what uses it', async () => {
    const t = get();
    const token = await t.adminToken();
    const location = await makeLocation(t, { code: 'USED', name: 'Busy' });
    await makeSalePoint(t, { locationId: location.id, name: 'Corner shop' });
    await makeSite(t, { locationId: location.id, name: 'Tower A' });
    await makeSite(t, { locationId: location.id, name: 'Tower B' });
    await makePrepaidPlan(t, { name: 'Gold', locationPlans: [{ location: { id: location.id } }] });
    const refused = await t.call(`${URL}/location/delete`, { id: location.id }, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Location USED (Busy) is still used by plan "Gold", sale point "Corner shop" and 2 sites ("Tower A", "Tower B"). Nothing was deleted.',
    );
    expect((await t.call(`${URL}/location`, { id: location.id }, token)).status).toBe(200);
  });

  it('enforces the location permissions on every call and changes nothing when refused', async () => {
    const t = get();
    const location = await makeLocation(t, { name: 'Guarded' });
    const viewer = await t.userWith([P.VIEW_LOCATIONS]);
    expect((await t.call(`${URL}/locations`, {}, viewer.token)).status).toBe(200);
    expect((await t.call(`${URL}/location`, { id: location.id }, viewer.token)).status).toBe(200);
    expect((await t.call(`${URL}/location/create`, { code: 'NO', name: 'Nope' }, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/location/update`, { id: location.id, code: 'NO', name: 'Nope' }, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/location/delete`, { id: location.id }, viewer.token)).status).toBe(403);
    const nobody = await t.userWith([P.VIEW_NAS]);
    expect((await t.call(`${URL}/locations`, {}, nobody.token)).status).toBe(403);
    expect((await t.call(`${URL}/location`, { id: location.id }, nobody.token)).status).toBe(403);
    const row = await t.db.selectFrom('locations').selectAll().where('id', '=', location.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ code: location.code, name: 'Guarded', updated: location.updated });
    expect(await t.db.selectFrom('locations').select('id').where('code', '=', 'NO').execute()).toEqual([]);

    // Forms that pick a location may list them without the locations' own view permission.
    const siteEditor = await t.userWith([P.CREATE_SITE]);
    expect((await t.call(`${URL}/locations`, {}, siteEditor.token)).status).toBe(200);
    const creator = await t.userWith([P.CREATE_LOCATION]);
    expect((await t.call(`${URL}/location/create`, { code: 'YES', name: 'Allowed' }, creator.token)).status).toBe(200);
  });
});
