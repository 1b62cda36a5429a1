import { P, employeeFileCalls } from '@console/api/contract';
import { describeEachDatabase, type TestApp } from '../../testing/test-app';
import { createDepartment, employeeBody, insertEmployee, references } from './hr-test-fixtures';
import { EXPORT_LINK_SECONDS } from './export-routes';
import { PHOTO_LINK_SECONDS } from './employee-rows';

const jpeg = async () => {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .jpeg()
    .toBuffer();
};

/** The query of a link as pairs, so a test can rebuild it with one part changed. */
const pairsOf = (link: string) => [...new URL(link, 'http://x').searchParams.entries()];
const linkFrom = (path: string, pairs: Array<[string, string]>) => `${path}?${new URLSearchParams(pairs).toString()}`;

function smuggledIntoExpires(path: string, link: string): string {
  const pairs = pairsOf(link)
    .filter(([key]) => key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const at = pairs.findIndex(([key]) => key === 'expires');
  const rest = pairs
    .slice(at)
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
    .slice('expires='.length);
  const signature = new URL(link, 'http://x').searchParams.get('signature')!;
  return linkFrom(path, [...pairs.slice(0, at), ['expires', rest], ['signature', signature]]);
}

describeEachDatabase('signed links', (testApp) => {
  let t: TestApp;
  let departmentId: string;

  beforeAll(async () => {
    t = testApp();
    const refs = await references(t);
    departmentId = (await createDepartment(t, { name: 'Links Dept' })).id;
    await insertEmployee(t, departmentId, refs, { staffId: 'SL-1', name: 'Filtered Person' });
    await insertEmployee(t, departmentId, refs, { staffId: 'SL-2', name: 'Someone Else' });
  });

  afterEach(() => jest.restoreAllMocks());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  async function exportLink(token: string, criteria: Record<string, string> = { name: 'Filtered' }): Promise<string> {
    const result = await t.call('/employee/export/link', { format: 'csv', criteria }, token);
    expect(result.status).toBe(200);
    return result.body.data.url;
  }

  it('refuses parameters smuggled inside expires (once a permanent export of every employee)', async () => {
    const exporter = await t.userWith([P.EXPORT_EMPLOYEES]);
    const link = await exportLink(exporter.token);
    const served = await get(link);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('SL-1');
    expect(served.body).not.toContain('SL-2');
    // The old signed text joined the sorted pairs as raw `key=value&...`: the same text comes out of
    // one `expires` parameter holding every pair after it, which is not a number and so never expired.
    const attack = smuggledIntoExpires('/api/employee/export', link);
    expect((await get(attack)).statusCode).toBe(403);
  });

  it('refuses a non-numeric expires, unknown and repeated parameters', async () => {
    const exporter = await t.userWith([P.EXPORT_EMPLOYEES]);
    const link = await exportLink(exporter.token);
    const pairs = pairsOf(link);
    const withExpires = (value: string) =>
      linkFrom(
        '/api/employee/export',
        pairs.map(([k, v]) => [k, k === 'expires' ? value : v]),
      );
    expect((await get(withExpires('never'))).statusCode).toBe(403);
    expect((await get(withExpires(`${new URL(link, 'http://x').searchParams.get('expires')}.0`))).statusCode).toBe(403);
    expect(await get(`${link}&extra=1`)).toMatchObject({ statusCode: 403 });
    expect(await get(`${link}&format=xlsx`)).toMatchObject({ statusCode: 403 });
    expect(await get(`${link}&name=Filtered`)).toMatchObject({ statusCode: 403 });
  });

  it('stops working when its user is suspended or loses the export permission', async () => {
    const exporter = await t.userWith([P.EXPORT_EMPLOYEES]);
    const link = await exportLink(exporter.token);
    expect((await get(link)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ status: 1 }).where('id', '=', exporter.userId).execute();
    expect((await get(link)).statusCode).toBe(403);
    await t.db.updateTable('users').set({ status: 0 }).where('id', '=', exporter.userId).execute();
    expect((await get(link)).statusCode).toBe(200);
    await t.db.deleteFrom('role_permissions').where('roleId', '=', exporter.roleId).execute();
    expect((await get(link)).statusCode).toBe(403);
  });

  it('expires: a correctly signed export link is refused once its time has passed', async () => {
    const exporter = await t.userWith([P.EXPORT_EMPLOYEES]);
    const link = await exportLink(exporter.token);
    const start = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(start + (EXPORT_LINK_SECONDS - 5) * 1000);
    expect((await get(link)).statusCode).toBe(200);
    jest.spyOn(Date, 'now').mockReturnValue(start + (EXPORT_LINK_SECONDS + 2) * 1000);
    const refused = await get(link);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/expired/);
  });

  describe('photo links', () => {
    let photo: string;
    let viewer: { token: string; userId: string; roleId: string };

    beforeAll(async () => {
      const admin = await t.adminToken();
      const employeeId = (await t.call('/employee/create', employeeBody(departmentId, await references(t)), admin)).body.data.employee.id;
      const form = new FormData();
      form.append('employeeId', employeeId);
      form.append('photo', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'me.jpg');
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api${employeeFileCalls.uploadPhoto.path}`,
        payload: form,
        headers: { authorization: admin },
      });
      expect(uploaded.statusCode).toBe(200);
      viewer = await t.userWith([P.VIEW_EMPLOYEES]);
      photo = (await t.call('/employee', { id: employeeId }, viewer.token)).body.data.employee.photo!;
    });

    it('follow the same rules: no smuggling, no extra parameters, bound to a user who can still view', async () => {
      expect((await get(photo)).statusCode).toBe(200);
      expect((await get(smuggledIntoExpires('/api/employee/photo', photo))).statusCode).toBe(403);
      expect((await get(`${photo}&file=${new URL(photo, 'http://x').searchParams.get('file')}`)).statusCode).toBe(403);
      await t.db.updateTable('users').set({ status: 1 }).where('id', '=', viewer.userId).execute();
      expect((await get(photo)).statusCode).toBe(403);
      await t.db.updateTable('users').set({ status: 0 }).where('id', '=', viewer.userId).execute();
      await t.db.deleteFrom('role_permissions').where('roleId', '=', viewer.roleId).execute();
      expect((await get(photo)).statusCode).toBe(403);
    });

    it('expire when their time has passed', async () => {
      const fresh = (await t.call('/employees', { criteria: { name: 'Chidi' } }, await t.adminToken())).body.data.employees.find(
        (e: { photo: string | null }) => e.photo,
      )!.photo!;
      const start = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(start + (PHOTO_LINK_SECONDS - 5) * 1000);
      expect((await get(fresh)).statusCode).toBe(200);
      jest.spyOn(Date, 'now').mockReturnValue(start + (PHOTO_LINK_SECONDS + 2) * 1000);
      expect((await get(fresh)).statusCode).toBe(403);
    });
  });
});
