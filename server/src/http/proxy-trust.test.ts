import Fastify from 'fastify';
import { THROTTLE } from '../auth/login-throttle';
import { loadConfig } from '../config';
import { trustedProxies } from './proxy-trust';
import { createTestApp, type TestApp, testDatabases } from '../testing/test-app';

const CLIENT = '198.51.100.7';

describe.each(testDatabases)('behind one trusted proxy (TRUST_PROXY=1) [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  // What nginx's `$proxy_add_x_forwarded_for` passes on: the client's own header, then the address
  // nginx saw. The request itself comes from the proxy (inject's 127.0.0.1).
  const signIn = (username: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'wrong-password', code: '' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('throttles and audits the address the proxy saw, not the left-most ones the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await signIn(`someone${i}@example.com`, `10.9.${i}.1, 172.16.0.${i}, ${CLIENT}`)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE.address.limit);
    expect(statuses.slice(THROTTLE.address.limit).every((s) => s === 429)).toBe(true);
    const addresses = await t.db.selectFrom('audit_log').select('address').distinct().where('action', '=', 'sign-in-failed').execute();
    expect(addresses.map((row) => row.address)).toEqual([CLIENT]);
  });

  it('takes the single address nginx writes with `X-Forwarded-For $remote_addr`', async () => {
    const answer = await signIn('one@example.com', '203.0.113.77');
    expect(answer.statusCode).toBe(401);
    const row = await t.db.selectFrom('audit_log').select('address').where('actor', '=', 'one@example.com').executeTakeFirstOrThrow();
    expect(row.address).toBe('203.0.113.77');
  });
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  const clientSeen = async (setting: string, peer: string, forwardedFor: string) => {
    const app = Fastify({ trustProxy: trustedProxies(loadConfig({ TRUST_PROXY: setting }).trustProxy) });
    app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const answer = await app.inject({ url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } });
    return answer.json<{ ip: string; protocol: string }>();
  };

  it('believes a listed proxy for the one hop it wrote, and nothing from any other peer', async () => {
    expect(await clientSeen('10.0.0.5, 10.1.0.0/16', '10.0.0.5', `6.6.6.6, ${CLIENT}`)).toEqual({ ip: CLIENT, protocol: 'https' });
    expect(await clientSeen('10.0.0.5, 10.1.0.0/16', '10.1.2.3', CLIENT)).toEqual({ ip: CLIENT, protocol: 'https' });
    // Someone reaching the instance without the proxy is taken at their own address.
    expect(await clientSeen('10.0.0.5', '192.0.2.9', CLIENT)).toEqual({ ip: '192.0.2.9', protocol: 'http' });
    expect(await clientSeen('0', '10.0.0.5', CLIENT)).toEqual({ ip: '10.0.0.5', protocol: 'http' });
  });

  it('refuses a setting that is neither a count nor addresses', () => {
    for (const setting of ['yes', '10', '10.0.0.5/40', '10.0.0.5, nginx'])
      expect(() => loadConfig({ TRUST_PROXY: setting })).toThrow(/^TRUST_PROXY must be/);
  });
});
