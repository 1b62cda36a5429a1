import { createTestApp, testDatabases } from '../testing/test-app';

describe.each(testDatabases)('HSTS behind a trusted proxy [%s]', (dialect) => {
  it('is sent when the proxy says the request came over HTTPS, not when it says HTTP', async () => {
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    const t = await createTestApp(dialect);
    try {
      const https = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const http = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });
});
