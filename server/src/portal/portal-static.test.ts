import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The portal's build served at /portal from its own folder (PORTAL_DIST), never the shell's page. */
describe('portal: served at /portal from its own build', () => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'console-portal-'));
  const portalDist = path.join(root, 'portal-build');

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<html>staff shell</html>');
    fs.mkdirSync(portalDist, { recursive: true });
    fs.writeFileSync(path.join(portalDist, 'index.html'), '<html>portal page</html>');
    fs.writeFileSync(path.join(portalDist, 'main.0123abcd.js'), 'console.log("portal")');
    fs.writeFileSync(path.join(portalDist, 'main.0123abcd.js.br'), 'brotli bytes');
    t = await createTestApp('sqlite', { APPS_ROOT: root, PORTAL_DIST: portalDist });
  });
  afterAll(() => t.close());

  it("answers any portal address with the portal's page, not the shell's, and its hashed script precompressed and immutable", async () => {
    for (const url of ['/portal', '/portal/', '/portal/recharge', '/portal/receipt/RCT-2026-000001']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([url, page.statusCode, page.body, page.headers['cache-control']]).toEqual([url, 200, '<html>portal page</html>', 'no-cache']);
      // The shell's preload hints are for the staff console's page only.
      expect(page.headers.link).toBeUndefined();
    }
    const script = await t.app.inject({ method: 'GET', url: '/portal/main.0123abcd.js', headers: { 'accept-encoding': 'br' } });
    expect([script.statusCode, script.headers['content-encoding'], script.headers['cache-control']]).toEqual([
      200,
      'br',
      'public, max-age=31536000, immutable',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe('<html>staff shell</html>');
  });
});
