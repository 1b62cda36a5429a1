import { P } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { expectLengthLimits, fieldErrors, makeLocation, makeSite } from './internet-fixtures';

const URL = '/services/internet';
const UNKNOWN = '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000';

describeEachDatabase('internet: sites', (get) => {
  it('creates, reads, lists, updates and deletes a site', async () => {
    const t = get();
    const token = await t.adminToken();
    const lekki = await makeLocation(t, { name: 'Lekki' });
    const created = await t.call(`${URL}/site/create`, { name: 'Tower 1', area: 'Phase 1', locationId: lekki.id }, token);
    expect(created.status).toBe(200);
    const { site } = created.body.data;
    expect(site).toMatchObject({ name: 'Tower 1', area: 'Phase 1', locationId: lekki.id, location: { id: lekki.id, name: 'Lekki' } });
    expect((await t.call(`${URL}/site`, { id: site.id }, token)).body.data.site).toEqual(site);
    const list = await t.call(`${URL}/sites`, { offset: 0, limit: 10, criteria: { area: 'phase' } }, token);
    expect(list.body.data).toEqual({ sites: [site], size: 1 });
    const ajah = await makeLocation(t, { name: 'Ajah' });
    const updated = await t.call(
      `${URL}/site/update`,
      { id: site.id, name: 'Tower 2', area: 'Phase 2', locationId: ajah.id, updated: site.updated },
      token,
    );
    expect(updated.body.data.site).toMatchObject({ name: 'Tower 2', location: { id: ajah.id, name: 'Ajah' } });
    const stale = await t.call(
      `${URL}/site/update`,
      { id: site.id, name: 'Tower 3', area: 'Phase 3', locationId: ajah.id, updated: site.updated },
      token,
    );
    expect(stale.status).toBe(409);
    expect((await t.call(`${URL}/site/delete`, { id: site.id }, token)).status).toBe(200);
    expect((await t.call(`${URL}/site`, { id: site.id }, token)).status).toBe(404);
  });

  it('validates name 2-20, area 2-100 and the location id', async () => {
    const t = get();
    const token = await t.adminToken();
    const { id: locationId } = await makeLocation(t);
    const url = `${URL}/site/create`;
    await expectLengthLimits(t, url, (name) => ({ name, area: 'Area', locationId }), 'name', [2, 20]);
    await expectLengthLimits(t, url, (area) => ({ name: 'Site', area, locationId }), 'area', [2, 100]);
    expect(fieldErrors(await t.call(url, { name: 'Site', area: 'Area', locationId: 'x'.repeat(19) }, token)).locationId).toBe('Invalid');
    expect(fieldErrors(await t.call(url, { name: 'Site', area: 'Area', locationId: 'x'.repeat(46) }, token)).locationId).toBe('Invalid');
    const unknown = await t.call(url, { name: 'Site', area: 'Area', locationId: UNKNOWN }, token);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Location not found.']);
    expect((await t.call(`${URL}/site/delete`, { id: UNKNOWN }, token)).body.message).toBe('Site not found.');
  });

  it('enforces the site permissions', async () => {
    const t = get();
    const site = await makeSite(t, { name: 'Guarded' });
    const viewer = await t.userWith([P.VIEW_SITES]);
    expect((await t.call(`${URL}/sites`, {}, viewer.token)).status).toBe(200);
    // Edit Site loads the locations list too; a viewer of sites alone does not get it.
    expect((await t.call(`${URL}/locations`, {}, viewer.token)).status).toBe(403);
    const body = { name: 'Changed', area: 'Area', locationId: site.locationId };
    expect((await t.call(`${URL}/site/create`, body, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/site/update`, { ...body, id: site.id }, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/site/delete`, { id: site.id }, viewer.token)).status).toBe(403);
    expect((await t.db.selectFrom('sites').select('name').where('id', '=', site.id).executeTakeFirstOrThrow()).name).toBe('Guarded');
    const editor = await t.userWith([P.MODIFY_SITE]);
    expect((await t.call(`${URL}/locations`, {}, editor.token)).status).toBe(200);
    expect((await t.call(`${URL}/site/update`, { ...body, id: site.id }, editor.token)).status).toBe(200);
    const deleter = await t.userWith([P.DELETE_SITE]);
    expect((await t.call(`${URL}/site/delete`, { id: site.id }, deleter.token)).status).toBe(200);
  });
});
