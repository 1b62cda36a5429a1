import sharp from 'sharp';
import { P, employeeFileCalls } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { hrSuite } from './hr-test-fixtures';
import { PHOTO_MAX_SIDE } from './photo-routes';
import { databasePhotoStore } from './photo-store';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

describeEachDatabase('employee photos', (get) => {
  const s = hrSuite(get);
  let employeeId: string;

  beforeAll(async () => {
    employeeId = (await s.t.call('/employee/create', s.employeeBody(), s.admin)).body.data.employee.id;
  });

  async function upload(content: Buffer | null, options: { name?: string; type?: string; id?: string | null; token?: string } = {}) {
    const form = new FormData();
    if (options.id !== null) form.append('employeeId', options.id ?? employeeId);
    if (content) form.append('photo', new Blob([new Uint8Array(content)], { type: options.type ?? 'image/jpeg' }), options.name ?? 'me.jpg');
    const response = await s.t.app.inject({
      method: 'POST',
      url: `/api${employeeFileCalls.uploadPhoto.path}`,
      payload: form,
      headers: { authorization: options.token ?? s.admin },
    });
    return { status: response.statusCode, body: response.json() };
  }

  const stored = () => databasePhotoStore(s.t.db).names();

  it('accepts a real JPEG, re-encodes it within bounds and serves it through a signed link', async () => {
    const exif = { IFD0: { Copyright: 'secret camera owner' } };
    const jpeg = await picture(1600, 1200).jpeg({ quality: 95 }).withExifMerge(exif).toBuffer();
    const result = await upload(jpeg);
    expect(result.status).toBe(200);
    const link: string = result.body.data.photo;
    expect(link).toMatch(/^\/api\/employee\/photo\?file=[0-9a-f-]{36}\.jpg&by=[0-9a-f-]+&expires=\d+&signature=/);
    expect(link).not.toMatch(/authorization|token/i);

    const files = await stored();
    expect(files).toHaveLength(1);
    const meta = await sharp((await databasePhotoStore(s.t.db).get(files[0]))!).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(PHOTO_MAX_SIDE);
    expect(meta.exif).toBeUndefined();

    const served = await s.t.app.inject({ method: 'GET', url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const employee = (await s.t.call('/employee', { id: employeeId }, s.admin)).body.data.employee;
    expect(employee.photo).toMatch(new RegExp(`file=${files[0]}`));
  });

  it('refuses a link that is tampered with or expired', async () => {
    const photo = (await s.t.call('/employee', { id: employeeId }, s.admin)).body.data.employee.photo!;
    const tampered = photo.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await s.t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const url = new URL(photo, 'http://x');
    url.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
    expect((await s.t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
    const unsigned = (await s.t.app.inject({ method: 'GET', url: `/api/employee/photo?file=${url.searchParams.get('file')}` })).statusCode;
    expect(unsigned).toBe(403);
  });

  it('replaces the previous photo file', async () => {
    const before = await stored();
    const result = await upload(await picture(300, 400).jpeg().toBuffer());
    expect(result.status).toBe(200);
    const after = await stored();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    const served = await s.t.app.inject({ method: 'GET', url: result.body.data.photo });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
  });

  it('refuses a PNG named .jpg, a 3 MB file and an empty one, storing nothing', async () => {
    const before = await stored();
    const employeeBefore = (await s.t.call('/employee', { id: employeeId }, s.admin)).body.data.employee;

    const png = await picture(100, 100).png().toBuffer();
    const pngResult = await upload(png, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(pngResult.status).toBe(415);
    expect(pngResult.body.message).toMatch(/JPEG/);

    const big = Buffer.alloc(3 * 1024 * 1024, 0x41);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const bigResult = await upload(big);
    expect(bigResult.status).toBe(413);
    expect(bigResult.body.message).toMatch(/2 MB/);

    expect((await upload(Buffer.alloc(0))).status).toBe(415);
    // JPEG magic bytes on something that does not decode.
    expect((await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]))).status).toBe(415);
    expect((await upload(null)).status).toBe(415);

    expect(await stored()).toEqual(before);
    const employeeAfter = (await s.t.call('/employee', { id: employeeId }, s.admin)).body.data.employee;
    expect(employeeAfter.updated).toBe(employeeBefore.updated);
  });

  it('validates the employee id, answers 404 for an unknown employee, and 415 for a JSON body', async () => {
    const jpeg = await picture(50, 50).jpeg().toBuffer();
    const missing = await upload(jpeg, { id: null });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.data.errors)).toEqual(['employeeId']);
    expect((await upload(jpeg, { id: 'e'.repeat(36) })).status).toBe(404);
    expect((await s.t.call('/employee/photo/upload', { employeeId }, s.admin)).status).toBe(415);
  });

  it('needs the upload permission', async () => {
    const jpeg = await picture(50, 50).jpeg().toBuffer();
    const viewer = await s.t.userWith([P.VIEW_EMPLOYEES, P.EDIT_EMPLOYEE]);
    expect((await upload(jpeg, { token: viewer.token })).status).toBe(403);
    const uploader = await s.t.userWith([P.UPLOAD_EMPLOYEE_PHOTO]);
    expect((await upload(jpeg, { token: uploader.token })).status).toBe(200);
  });
});
