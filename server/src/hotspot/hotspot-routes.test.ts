import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { P } from '@console/api/contract';
import { makeNas } from '../areas/internet/internet-fixtures';
import { describeAsAdmin } from '../testing/test-app';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotspot-'));
const logo = path.join(dir, 'logo.png');
fs.writeFileSync(logo, Buffer.from('89504e470d0a1a0a', 'hex'));
const SETTINGS = { ISP_NAME: 'Ade & Sons Net', ISP_LOGO_FILE: logo, PUBLIC_URL: 'https://console.adesons.example' };

beforeAll(() => Object.assign(process.env, SETTINGS));
afterAll(() => {
  for (const name of Object.keys(SETTINGS)) delete process.env[name];
});

const LINK = '/services/internet/nas/hotspot-pages/link';

describeAsAdmin("internet: a NAS's hotspot pages as a zip", (s) => {
  const download = async (url: string) => s.t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

  it('holds the five pages and the logo in the hotspot folder, and README.txt with the steps for this NAS', async () => {
    const nas = await makeNas(s.t, { shortname: 'Lobby AP 1', nasname: '10.9.0.1' });
    const { url } = await s.ok(LINK, { id: nas.id });
    const answer = await download(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="hotspot-Lobby-AP-1.zip"');
    const files = unzipSync(answer.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        ...['alogin.html', 'error.html', 'img/logo.png', 'login.html', 'logout.html', 'status.html'].map((name) => `hotspot-Lobby-AP-1/${name}`),
      ].sort(),
    );
    const login = strFromU8(files['hotspot-Lobby-AP-1/login.html']);
    expect(login).toContain('<h1>Ade &amp; Sons Net</h1>');
    expect(login).toContain('<a href="https://console.adesons.example/portal">Check usage</a>');
    expect(login).toContain("hexMD5('$(chap-id)' + password + '$(chap-challenge)')");
    expect(Buffer.from(files['hotspot-Lobby-AP-1/img/logo.png'])).toEqual(Buffer.from('89504e470d0a1a0a', 'hex'));
    const readme = strFromU8(files['README.txt']);
    expect(readme).toContain('Hotspot login pages for Lobby AP 1 (10.9.0.1)');
    expect(readme).toContain('html-directory=hotspot-Lobby-AP-1 login-by=http-chap,http-pap');
    expect(readme).toContain('require-message-auth=yes');
    expect(readme).toContain('/ip hotspot walled-garden add dst-host=console.adesons.example');
    // The NAS's shared secret stays in the console.
    expect(readme).not.toContain('router-shared-secret');
  });

  it('is for whoever may view or modify NAS, and its link opens only as signed', async () => {
    const nas = await makeNas(s.t);
    for (const permission of [P.VIEW_NAS, P.MODIFY_NAS]) {
      const { token } = await s.t.userWith([permission]);
      const link = await s.t.call(LINK, { id: nas.id }, token);
      expect(link.status).toBe(200);
      expect((await download(link.body.data.url)).statusCode).toBe(200);
    }
    const { token } = await s.t.userWith([P.VIEW_SITES, P.CREATE_PROFILE]);
    expect((await s.t.call(LINK, { id: nas.id }, token)).status).toBe(403);
    const { url } = await s.ok(LINK, { id: nas.id });
    expect((await download(url.replace(/signature=[^&]+/, 'signature=x'))).statusCode).toBe(403);
  });

  it('answers 404 for a NAS that is not there', async () => {
    const missing = await s.t.call(LINK, { id: 'nas-that-is-not-there' }, s.admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('NAS not found.');
  });
});
