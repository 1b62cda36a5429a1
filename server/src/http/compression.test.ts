import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, describeEachDatabase, testDatabases, type TestApp } from '../testing/test-app';
import { hrSuite } from '../areas/hr/hr-test-fixtures';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describeEachDatabase('compressed API answers', (get) => {
  const s = hrSuite(get, { name: 'Wire Dept' });

  beforeAll(async () => {
    for (let i = 0; i < 40; i += 1) await s.insertEmployee({ staffId: `WR${i}`, name: `Wire Person ${i}` });
  });

  const post = (url: string, body: unknown, acceptEncoding: string) =>
    s.t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: s.admin, 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      payload: JSON.stringify(body),
    });

  it('sends a list above the threshold brotli- or gzip-compressed as the client accepts, the same JSON inside', async () => {
    const plain = await post('/employees', { offset: 0, limit: 40, criteria: {} }, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const answer = await post('/employees', { offset: 0, limit: 40, criteria: {} }, accepted);
      expect([answer.statusCode, answer.headers['content-encoding'], answer.headers.vary]).toEqual([
        200,
        sent,
        expect.stringContaining('accept-encoding'),
      ]);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(sent, answer.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves a small answer as it is', async () => {
    const answer = await s.t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json().data.ok).toBe(true);
  });

  it('compresses the OpenAPI document', async () => {
    const answer = await s.t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode('br', answer.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('streams a CSV export compressed, and an XLSX export (already a zip) as it is', async () => {
    const link = async (format: string) => (await post('/employee/export/link', { format, criteria: {} }, 'identity')).json().data.url as string;
    const csv = await s.t.app.inject({ method: 'GET', url: await link('csv'), headers: { 'accept-encoding': 'gzip, br' } });
    expect([csv.statusCode, csv.headers['content-encoding']]).toEqual([200, 'br']);
    const text = decode('br', csv.rawPayload).toString();
    expect(text).toContain('Wire Person 39');
    expect(text.split('\n').length).toBeGreaterThan(40);
    const xlsx = await s.t.app.inject({ method: 'GET', url: await link('xlsx'), headers: { 'accept-encoding': 'gzip, br' } });
    expect([xlsx.statusCode, xlsx.headers['content-encoding']]).toEqual([200, undefined]);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('compressed app files', () => {
  let appsRoot: string;
  let t: TestApp;
  const script = `console.log(${JSON.stringify('the console '.repeat(400))});`;

  beforeAll(async () => {
    appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'console-apps-'));
    const shell = path.join(appsRoot, 'shell', 'dist');
    const auth = path.join(appsRoot, 'mf-auth', 'dist');
    fs.mkdirSync(shell, { recursive: true });
    fs.mkdirSync(auth, { recursive: true });
    // As the build writes them: each file with its .br and .gz copies (marked, to tell them apart).
    for (const [dir, name, body] of [
      [shell, 'index.html', '<html>page</html>'],
      [shell, 'main.0123abcd.js', script],
      [auth, 'remoteEntry.js', script],
    ]) {
      fs.writeFileSync(path.join(dir, name), body);
      fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(`${body}/*br*/`));
      fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(`${body}/*gz*/`));
    }
    // A remote built without them (an older build, or copied by hand).
    fs.writeFileSync(path.join(auth, '77.89abcdef.js'), script);
    t = await createTestApp(testDatabases[0], { APPS_ROOT: appsRoot });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(appsRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends the precompressed copy the browser accepts, with Vary and the cache rule of the original file', async () => {
    for (const [url, accepted, sent, cache] of [
      ['/main.0123abcd.js', 'gzip, deflate, br, zstd', 'br', 'public, max-age=31536000, immutable'],
      ['/main.0123abcd.js', 'gzip', 'gzip', 'public, max-age=31536000, immutable'],
      ['/apps/mf-auth/remoteEntry.js', 'br', 'br', 'no-cache'],
    ]) {
      const answer = await get(url, accepted);
      expect([url, answer.statusCode, answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual([url, 200, sent, cache]);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(sent, answer.rawPayload).toString()).toBe(`${script}/*${sent === 'br' ? 'br' : 'gz'}*/`);
    }
    const plain = await get('/main.0123abcd.js', 'identity');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, script]);
  });

  it('sends the shell page compressed for any console route', async () => {
    for (const url of ['/', '/auth/login']) {
      const answer = await get(url, 'br');
      expect([url, answer.statusCode, answer.headers['content-encoding']]).toEqual([url, 200, 'br']);
      expect(decode('br', answer.rawPayload).toString()).toBe('<html>page</html>/*br*/');
    }
  });

  it('compresses on the fly a file that came without precompressed copies', async () => {
    const answer = await get('/apps/mf-auth/77.89abcdef.js', 'br');
    expect([answer.statusCode, answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual([
      200,
      'br',
      'public, max-age=31536000, immutable',
    ]);
    expect(decode('br', answer.rawPayload).toString()).toBe(script);
  });
});
