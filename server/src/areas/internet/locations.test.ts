import { P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { API, expectLengthLimits, fieldErrors, makeLocation, makePrepaidPlan, makeSalePoint, makeSite } from './internet-fixtures';

describeAsAdmin('internet: locations', (s) => {
  it('creates, reads, lists, updates and deletes a location', async () => {
    const { location } = await s.ok(`${API}/location/create`, { code: 'abj', name: 'Abuja' });
    expect(location).toMatchObject({ code: 'ABJ', name: 'Abuja' });
    expect(location.id.length).toBeGreaterThanOrEqual(20);
    expect(location.created).toBeGreaterThan(1_600_000_000);

    expect((await s.t.call(`${API}/location`, { id: location.id }, s.admin)).body.data.location).toEqual(location);

    const list = await s.t.call(`${API}/locations`, { offset: 0, limit: 10, criteria: { name: 'abu' } }, s.admin);
    expect(list.body.data).toEqual({ locations: [location], size: 1 });

    const updated = await s.t.call(`${API}/location/update`, { id: location.id, code: 'ABV', name: 'Abuja FCT', updated: location.updated }, s.admin);
    expect(updated.status).toBe(200);
    expect(updated.body.data.location).toMatchObject({ id: location.id, code: 'ABV', name: 'Abuja FCT', created: location.created });
    expect(updated.body.data.location.updated).toBeGreaterThan(location.updated);

    expect((await s.t.call(`${API}/location/delete`, { id: location.id }, s.admin)).status).toBe(200);
    expect((await s.t.call(`${API}/location`, { id: location.id }, s.admin)).status).toBe(404);
  });

  it('pages the list and counts every match', async () => {
    for (let i = 0; i < 12; i++) await makeLocation(s.t, { code: `PG${String(i).padStart(2, '0')}`, name: `Paged ${i}` });
    const first = await s.t.call(`${API}/locations`, { offset: 0, limit: 10, criteria: { code: 'pg' } }, s.admin);
    expect(first.body.data.size).toBe(12);
    expect(first.body.data.locations).toHaveLength(10);
    const second = await s.t.call(`${API}/locations`, { offset: 10, limit: 10, criteria: { code: 'pg' } }, s.admin);
    expect(second.body.data.locations.map((l: { code: string }) => l.code)).toEqual(['PG10', 'PG11']);
    expect(fieldErrors(await s.t.call(`${API}/locations`, { criteria: { colour: 'red' } }, s.admin))).toHaveProperty(['criteria.colour']);
  });

  it('holds code to 2-6 and name to 2-20 characters', async () => {
    await expectLengthLimits(s.t, `${API}/location/create`, (code) => ({ code, name: 'Lagos' }), 'code', [2, 6], 'c');
    await expectLengthLimits(s.t, `${API}/location/create`, (name) => ({ code: `N${name.length}`, name }), 'name', [2, 20]);
    const errors = fieldErrors(await s.t.call(`${API}/location/create`, {}, s.admin));
    expect(errors).toEqual({ code: 'Required', name: 'Required' });
  });

  it('keeps codes unique, whatever their case', async () => {
    const lagos = await makeLocation(s.t, { code: 'LAG' });
    const again = await s.t.call(`${API}/location/create`, { code: 'lag', name: 'Lagos 2' }, s.admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/code LAG already exists/);
    expect(again.body.data.errors).toEqual({ code: 'A location with code LAG already exists.' });
    const other = await makeLocation(s.t, { code: 'IKJ' });
    const clash = await s.t.call(`${API}/location/update`, { id: other.id, code: 'LAG', name: 'Ikeja' }, s.admin);
    expect(clash.status).toBe(409);
    // Keeping its own code is no clash.
    expect((await s.t.call(`${API}/location/update`, { id: lagos.id, code: 'LAG', name: 'Lagos Island' }, s.admin)).status).toBe(200);
  });

  it('answers 404 for unknown ids and 409 for a stale update', async () => {
    const unknown = '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000';
    for (const call of ['location', 'location/delete']) {
      const result = await s.t.call(`${API}/${call}`, { id: unknown }, s.admin);
      expect(result.status).toBe(404);
      expect(result.body.message).toBe('Location not found.');
    }
    expect((await s.t.call(`${API}/location/update`, { id: unknown, code: 'XX', name: 'Nowhere' }, s.admin)).status).toBe(404);
    const location = await makeLocation(s.t);
    await s.t.call(`${API}/location/update`, { id: location.id, code: location.code, name: 'First writer' }, s.admin);
    const stale = await s.t.call(
      `${API}/location/update`,
      { id: location.id, code: location.code, name: 'Second', updated: location.updated },
      s.admin,
    );
    expect(stale.status).toBe(409);
    expect((await s.t.call(`${API}/location`, { id: location.id }, s.admin)).body.data.location.name).toBe('First writer');
  });

  it('refuses to delete a location in use, naming what uses it', async () => {
    const location = await makeLocation(s.t, { code: 'USED', name: 'Busy' });
    await makeSalePoint(s.t, { locationId: location.id, name: 'Corner shop' });
    await makeSite(s.t, { locationId: location.id, name: 'Tower A' });
    await makeSite(s.t, { locationId: location.id, name: 'Tower B' });
    await makePrepaidPlan(s.t, { name: 'Gold', locationPlans: [{ location: { id: location.id } }] });
    const refused = await s.t.call(`${API}/location/delete`, { id: location.id }, s.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Location USED (Busy) is still used by plan "Gold", sale point "Corner shop" and 2 sites ("Tower A", "Tower B"). Nothing was deleted.',
    );
    expect((await s.t.call(`${API}/location`, { id: location.id }, s.admin)).status).toBe(200);
  });

  it('enforces the location permissions on every call and changes nothing when refused', async () => {
    const location = await makeLocation(s.t, { name: 'Guarded' });
    const viewer = await s.t.userWith([P.VIEW_LOCATIONS]);
    expect((await s.t.call(`${API}/locations`, {}, viewer.token)).status).toBe(200);
    expect((await s.t.call(`${API}/location`, { id: location.id }, viewer.token)).status).toBe(200);
    expect((await s.t.call(`${API}/location/create`, { code: 'NO', name: 'Nope' }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/location/update`, { id: location.id, code: 'NO', name: 'Nope' }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/location/delete`, { id: location.id }, viewer.token)).status).toBe(403);
    const nobody = await s.t.userWith([P.VIEW_NAS]);
    expect((await s.t.call(`${API}/locations`, {}, nobody.token)).status).toBe(403);
    expect((await s.t.call(`${API}/location`, { id: location.id }, nobody.token)).status).toBe(403);
    const row = await s.t.db.selectFrom('locations').selectAll().where('id', '=', location.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ code: location.code, name: 'Guarded', updated: location.updated });
    expect(await s.t.db.selectFrom('locations').select('id').where('code', '=', 'NO').execute()).toEqual([]);

    // Forms that pick a location may list them without the locations' own view permission.
    const siteEditor = await s.t.userWith([P.CREATE_SITE]);
    expect((await s.t.call(`${API}/locations`, {}, siteEditor.token)).status).toBe(200);
    const creator = await s.t.userWith([P.CREATE_LOCATION]);
    expect((await s.t.call(`${API}/location/create`, { code: 'YES', name: 'Allowed' }, creator.token)).status).toBe(200);
  });
});
