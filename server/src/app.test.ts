import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, describeEachDatabase, testDatabases } from './testing/test-app';
import { BODY_LIMIT_BYTES } from './app';

describeEachDatabase('the HTTP edge', (get) => {
  it('answers health, unknown API paths and the remotes config', async () => {
    const t = get();
    const health = await t.call('/health', undefined, null, 'GET');
    expect(health.body).toEqual({ status: 200, message: 'OK', data: { database: t.dialect, ok: true } });
    const missing = await t.call('/no/such/call');
    expect(missing.status).toBe(404);
    expect(missing.body.status).toBe(404);
    const remotes = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(remotes.json().remotes.mf_hr).toBe('/apps/mf-hr/mf-manifest.json');
  });

  it('answers malformed JSON with 400 and an oversized body with 413, in the envelope', async () => {
    const t = get();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid JSON/);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe(413);
  });

  it('sends security headers with a CSP that allows same-origin scripts', async () => {
    const t = get();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  // Every header helmet sets, whole, on an API answer and on a page: helmet is built once at start
  // (security-headers.ts) instead of per request as @fastify/helmet did, and sends what it sent.
  it('sends the whole set of helmet headers on API answers and pages, and no X-Powered-By', async () => {
    const t = get();
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/employees']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]));
      expect({ url, sent, poweredBy: headers['x-powered-by'], frameOptions: headers['x-frame-options'] }).toEqual({
        url,
        sent: expected,
        poweredBy: undefined,
        frameOptions: undefined,
      });
    }
  });
});

describe('first start', () => {
  it('creates an administrator with a random password printed once when none is configured', async () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const t = await createTestApp(testDatabases[0], { ADMIN_PASSWORD: '', ADMIN_EMAIL: 'boss@example.com' });
    try {
      const printed = write.mock.calls.map((c) => String(c[0])).join('');
      const match = /boss@example\.com \/ (\S+)/.exec(printed);
      expect(match).not.toBeNull();
      expect((await t.call('/auth/login', { username: 'boss@example.com', password: match![1], code: '' })).status).toBe(200);
    } finally {
      write.mockRestore();
      await t.close();
    }
  });
});

describe('the remotes config', () => {
  it('serves REMOTES_FILE when it lists remotes, and the default remotes when the file is not such a list', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-remotes-'));
    const remotesFile = path.join(dir, 'remotes.json');
    const t = await createTestApp(testDatabases[0], { REMOTES_FILE: remotesFile });
    const remotes = async () => (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes;
    try {
      fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { mf_hr: 'https://hr.example.com/mf-manifest.json' } }));
      expect(await remotes()).toEqual({ mf_hr: 'https://hr.example.com/mf-manifest.json' });
      for (const content of ['{"remotes": {"mf_hr": 7}}', '["/apps/mf-hr/mf-manifest.json"]', '{"remotes":']) {
        fs.writeFileSync(remotesFile, content);
        expect([content, (await remotes()).mf_hr]).toEqual([content, '/apps/mf-hr/mf-manifest.json']);
      }
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('static apps', () => {
  it('serves a shell deployed after the start without a restart, and the shell page for any console route', async () => {
    const appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'console-apps-'));
    const shell = path.join(appsRoot, 'shell', 'dist');
    fs.mkdirSync(shell, { recursive: true });
    fs.writeFileSync(path.join(shell, 'index.html'), '<html>first</html>');
    const t = await createTestApp(testDatabases[0], { APPS_ROOT: appsRoot });
    try {
      fs.writeFileSync(path.join(shell, 'index.html'), '<html>second</html>');
      fs.writeFileSync(path.join(shell, 'main.0123abcd.js'), 'console.log(2)');
      const chunk = await t.app.inject({ method: 'GET', url: '/main.0123abcd.js' });
      expect([chunk.statusCode, chunk.body, chunk.headers['cache-control']]).toEqual([200, 'console.log(2)', 'public, max-age=31536000, immutable']);
      for (const url of ['/', '/folder/employee/all', '/internet/plans/prepaid?page=2']) {
        const page = await t.app.inject({ method: 'GET', url });
        expect([url, page.statusCode, page.body]).toEqual([url, 200, '<html>second</html>']);
      }
      const api = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
      expect([api.statusCode, api.json().status]).toEqual([404, 404]);
      const remote = await t.app.inject({ method: 'GET', url: '/apps/mf-hr/no-such-file.js' });
      expect(remote.statusCode).toBe(404);
    } finally {
      await t.close();
      fs.rmSync(appsRoot, { recursive: true, force: true });
    }
  });
});
