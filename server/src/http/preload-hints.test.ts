import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, testDatabases, type TestApp } from '../testing/test-app';

const shared = (name: string, ...sync: string[]) => ({ name, assets: { js: { sync, async: [] } } });

describe('preload hints on the shell page', () => {
  let appsRoot: string;
  let remotesFile: string;
  let t: TestApp;
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  };
  const hrManifest = (routesChunk: string) => ({
    shared: [],
    exposes: [
      { name: 'routes', assets: { js: { sync: [routesChunk], async: ['218.1a2e6d2b.js'] } } },
      { name: 'dashboard', assets: { js: { sync: ['dash.22222222.js'], async: ['chart.66666666.js'] } } },
    ],
  });

  beforeAll(async () => {
    appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'console-hints-'));
    remotesFile = path.join(appsRoot, 'remotes.json');
    const shell = path.join(appsRoot, 'shell', 'dist');
    write(path.join(shell, 'index.html'), '<html>page</html>');
    write(path.join(shell, 'sign-in.html'), '<html>sign-in</html>');
    write(path.join(shell, 'chunk-groups.json'), {
      'sign-in': ['sign-in.11111111.js'],
      'sign-in-kit': ['2.44444444.js', 'sign-in-kit.77777777.js'],
      console: ['console.33333333.js', '2.44444444.js'],
    });
    write(path.join(shell, 'mf-manifest.json'), {
      shared: [
        shared('react', '121.aaaaaaaa.js'),
        shared('react-dom/client', '275.bbbbbbbb.js'),
        shared('@chakra-ui/react', '15.cccccccc.js'),
        shared('@console/ui', '2.44444444.js'),
      ],
    });
    write(path.join(appsRoot, 'mf-hr', 'dist', 'mf-manifest.json'), hrManifest('routes.55555555.js'));
    write(remotesFile, { remotes: { mf_hr: '/apps/mf-hr/mf-manifest.json', mf_internet: 'https://cdn.example.com/internet/mf-manifest.json' } });
    t = await createTestApp(testDatabases[0], { APPS_ROOT: appsRoot, REMOTES_FILE: remotesFile });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(appsRoot, { recursive: true, force: true });
  });

  const hintsFor = async (url: string) => {
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    return String(page.headers.link ?? '')
      .split(', ')
      .filter(Boolean);
  };

  it('answers a page load of the sign-in page with sign-in.html: its own chunk preloaded, the console and the dashboard behind it prefetched', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/auth/login' });
    expect([page.statusCode, page.body, page.headers['cache-control']]).toEqual([200, '<html>sign-in</html>', 'no-cache']);
    expect(String(page.headers.link).split(', ')).toEqual([
      '</sign-in.11111111.js>; rel=preload; as=script',
      '</2.44444444.js>; rel=prefetch',
      '</sign-in-kit.77777777.js>; rel=prefetch',
      '</121.aaaaaaaa.js>; rel=prefetch',
      '</275.bbbbbbbb.js>; rel=prefetch',
      '</15.cccccccc.js>; rel=prefetch',
      '</apps/mf-hr/dash.22222222.js>; rel=prefetch',
      '</apps/mf-hr/chart.66666666.js>; rel=prefetch',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/auth/reset' })).body).toBe('<html>page</html>');
  });

  it('answers the sign-in page with index.html and the console hints when the shell has no sign-in.html', async () => {
    fs.renameSync(path.join(appsRoot, 'shell', 'dist', 'sign-in.html'), path.join(appsRoot, 'sign-in.html'));
    try {
      const page = await t.app.inject({ method: 'GET', url: '/auth/login' });
      expect(page.body).toBe('<html>page</html>');
      expect(String(page.headers.link)).toContain('</console.33333333.js>; rel=preload; as=script');
      expect(String(page.headers.link)).toContain('</15.cccccccc.js>; rel=preload; as=script');
    } finally {
      fs.renameSync(path.join(appsRoot, 'sign-in.html'), path.join(appsRoot, 'shell', 'dist', 'sign-in.html'));
    }
  });

  it('hints a console page with the console, the whole kit once each, and the remote that draws the page', async () => {
    expect(await hintsFor('/folder/employee/all')).toEqual([
      '</console.33333333.js>; rel=preload; as=script',
      '</2.44444444.js>; rel=preload; as=script',
      '</121.aaaaaaaa.js>; rel=preload; as=script',
      '</275.bbbbbbbb.js>; rel=preload; as=script',
      '</15.cccccccc.js>; rel=preload; as=script',
      '</apps/mf-hr/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '</apps/mf-hr/routes.55555555.js>; rel=preload; as=script',
    ]);
    expect((await hintsFor('/')).slice(-1)).toEqual(['</apps/mf-hr/dash.22222222.js>; rel=preload; as=script']);
  });

  it('follows a redeployed remote and a moved one without a restart', async () => {
    write(path.join(appsRoot, 'mf-hr', 'dist', 'mf-manifest.json'), hrManifest('routes.66666666.js'));
    expect((await hintsFor('/folder/department/all')).slice(-1)).toEqual(['</apps/mf-hr/routes.66666666.js>; rel=preload; as=script']);
    // On another host only its manifest is known here; the browser reads the rest from it.
    expect((await hintsFor('/internet/plans/prepaid')).slice(-1)).toEqual([
      '<https://cdn.example.com/internet/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
    ]);
  });

  it('sends no hints with API answers or files', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers.link).toBeUndefined();
    const manifest = await t.app.inject({ method: 'GET', url: '/mf-manifest.json' });
    expect(manifest.headers.link).toBeUndefined();
  });
});
