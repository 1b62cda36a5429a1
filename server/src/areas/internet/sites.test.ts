import { P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { API, UNKNOWN, expectLengthLimits, fieldErrors, makeLocation, makeSite } from './internet-fixtures';

describeAsAdmin('internet: sites', (s) => {
  it('creates, reads, lists, updates and deletes a site', async () => {
    const lekki = await makeLocation(s.t, { name: 'Lekki' });
    const { site } = await s.ok(`${API}/site/create`, { name: 'Tower 1', area: 'Phase 1', locationId: lekki.id });
    expect(site).toMatchObject({ name: 'Tower 1', area: 'Phase 1', locationId: lekki.id, location: { id: lekki.id, name: 'Lekki' } });
    expect((await s.t.call(`${API}/site`, { id: site.id }, s.admin)).body.data.site).toEqual(site);
    const list = await s.t.call(`${API}/sites`, { offset: 0, limit: 10, criteria: { area: 'phase' } }, s.admin);
    expect(list.body.data).toEqual({ sites: [site], size: 1 });
    const ajah = await makeLocation(s.t, { name: 'Ajah' });
    const updated = await s.t.call(
      `${API}/site/update`,
      { id: site.id, name: 'Tower 2', area: 'Phase 2', locationId: ajah.id, updated: site.updated },
      s.admin,
    );
    expect(updated.body.data.site).toMatchObject({ name: 'Tower 2', location: { id: ajah.id, name: 'Ajah' } });
    const stale = await s.t.call(
      `${API}/site/update`,
      { id: site.id, name: 'Tower 3', area: 'Phase 3', locationId: ajah.id, updated: site.updated },
      s.admin,
    );
    expect(stale.status).toBe(409);
    expect((await s.t.call(`${API}/site/delete`, { id: site.id }, s.admin)).status).toBe(200);
    expect((await s.t.call(`${API}/site`, { id: site.id }, s.admin)).status).toBe(404);
  });

  it('validates name 2-20, area 2-100 and the location id', async () => {
    const { id: locationId } = await makeLocation(s.t);
    const url = `${API}/site/create`;
    await expectLengthLimits(s.t, url, (name) => ({ name, area: 'Area', locationId }), 'name', [2, 20]);
    await expectLengthLimits(s.t, url, (area) => ({ name: 'Site', area, locationId }), 'area', [2, 100]);
    expect(fieldErrors(await s.t.call(url, { name: 'Site', area: 'Area', locationId: 'x'.repeat(19) }, s.admin)).locationId).toBe('Invalid');
    expect(fieldErrors(await s.t.call(url, { name: 'Site', area: 'Area', locationId: 'x'.repeat(46) }, s.admin)).locationId).toBe('Invalid');
    const unknown = await s.t.call(url, { name: 'Site', area: 'Area', locationId: UNKNOWN }, s.admin);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Location not found.']);
    expect((await s.t.call(`${API}/site/delete`, { id: UNKNOWN }, s.admin)).body.message).toBe('Site not found.');
  });

  it('enforces the site permissions', async () => {
    const site = await makeSite(s.t, { name: 'Guarded' });
    const viewer = await s.t.userWith([P.VIEW_SITES]);
    expect((await s.t.call(`${API}/sites`, {}, viewer.token)).status).toBe(200);
    // Edit Site loads the locations list too; a viewer of sites alone does not get it.
    expect((await s.t.call(`${API}/locations`, {}, viewer.token)).status).toBe(403);
    const body = { name: 'Changed', area: 'Area', locationId: site.locationId };
    expect((await s.t.call(`${API}/site/create`, body, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/site/update`, { ...body, id: site.id }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/site/delete`, { id: site.id }, viewer.token)).status).toBe(403);
    expect((await s.t.db.selectFrom('sites').select('name').where('id', '=', site.id).executeTakeFirstOrThrow()).name).toBe('Guarded');
    const editor = await s.t.userWith([P.MODIFY_SITE]);
    expect((await s.t.call(`${API}/locations`, {}, editor.token)).status).toBe(200);
    expect((await s.t.call(`${API}/site/update`, { ...body, id: site.id }, editor.token)).status).toBe(200);
    const deleter = await s.t.userWith([P.DELETE_SITE]);
    expect((await s.t.call(`${API}/site/delete`, { id: site.id }, deleter.token)).status).toBe(200);
  });
});
