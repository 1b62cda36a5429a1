import { describeEachDatabase } from '../testing/test-app';
import { MAX_JSON_DEPTH, PUBLIC_BODY_LIMIT_BYTES } from './request-limits';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describeEachDatabase('limits on request bodies', (get) => {
  const post = (url: string, payload: string, token?: string) =>
    get().app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) } });

  it('refuses a public body past the small limit before reading it', async () => {
    const big = JSON.stringify({ username: 'a@example.com', password: 'x'.repeat(PUBLIC_BODY_LIMIT_BYTES), code: '' });
    for (const url of ['/api/auth/login', '/api/auth/reset/request', '/api/auth/reset/confirm']) {
      const answer = await post(url, big);
      expect(answer.statusCode).toBe(413);
      expect(answer.json().message).toBe('The request is too large.');
    }
  });

  it('refuses deeply nested JSON with its own message, on public and signed-in calls alike', async () => {
    const deep = `{"username":${nested(MAX_JSON_DEPTH + 1)},"password":"x","code":""}`;
    const refused = await post('/api/auth/login', deep);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'The request body is nested too deeply.']);
    const token = await get().adminToken();
    const inList = await post('/api/users', `{"criteria":${nested(5000)}}`, token);
    expect([inList.statusCode, inList.json().message]).toEqual([400, 'The request body is nested too deeply.']);
    // Brackets inside strings are text, not nesting.
    const text = await post('/api/auth/login', JSON.stringify({ username: `${'['.repeat(100)}@example.com`, password: 'x', code: '' }));
    expect(text.json().message).toBe('Validation Failure');
  });
});

describeEachDatabase('security headers', (get) => {
  it('every /api answer says no-store, whatever its status', async () => {
    const t = get();
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.call('/auth/login', { username: 'nobody@example.com', password: 'wrong-password', code: '' }),
      await t.call('/users', {}, 'not-a-token'),
      await t.call('/users', { offset: -1 }, await t.adminToken()),
    ];
    expect(answers.map((a) => a.headers['cache-control'])).toEqual(['no-store', 'no-store', 'no-store', 'no-store']);
  });

  it('says no-store by the route matched, however its path is spelled (issue 24)', async () => {
    const t = get();
    const headers = { authorization: `Bearer ${await t.adminToken()}` };
    const answers = [
      await t.app.inject({ method: 'POST', url: '/%61pi/auth/session', headers }),
      await t.app.inject({ method: 'POST', url: '/api/auth/%73ession', headers }),
      await t.app.inject({ method: 'GET', url: '/%61pi/health' }),
    ];
    expect(answers.map((a) => [a.statusCode, a.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
    ]);
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await get().app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client's own X-Forwarded-Proto is not believed unless TRUST_PROXY is set.
    const claimed = await get().app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
