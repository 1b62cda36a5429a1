import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HotspotFile } from '../hotspot-pages';
import { accessRequest, type HotspotCredential, type RadiusTarget } from './access-request';
import { fillRouterOsPage, octalEscaped } from './routeros-template';

// A MikroTik hotspot reduced to what its pages need, for the tests (no test framework here: the e2e
// imports it too): it serves the generated set with RouterOS's variables filled, takes the login form's
// post and asks FreeRADIUS as RouterOS does (access-request.ts). One visitor at a time is enough.

export interface StandInHotspotOptions {
  files: HotspotFile[];
  radius: RadiusTarget;
  /** The hotspot profile's login-by: http-chap (the page hashes the password) or http-pap only. */
  chap: boolean;
}

const CLIENT = { ip: '10.5.50.23', mac: 'AA:BB:CC:00:11:22' };
const LINK_ORIG = 'http://example.com/';
// RouterOS's text when RADIUS refuses a login without a Reply-Message.
const REFUSED = 'invalid username or password';

/** Seconds as RouterOS writes a duration: 1h2m5s. */
function duration(seconds: number): string {
  const parts = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor(seconds / 60) % 60, 'm'],
    [seconds % 60, 's'],
  ] as const;
  return parts
    .filter(([n], i) => n > 0 || i === 2)
    .map(([n, unit]) => `${n}${unit}`)
    .join('');
}

export async function startStandInHotspot(options: StandInHotspotOptions) {
  const files = new Map(options.files.map((file) => [`/${file.name}`, file.content]));
  let chap: { id: number; challenge: Buffer } | null = null;
  let online: { username: string; since: number; timeout: number | null } | null = null;
  let base = '';
  const received: Array<{ username: string; password: string }> = [];

  const links = () => ({
    'link-login': `${base}/login?dst=${encodeURIComponent(LINK_ORIG)}`,
    'link-login-only': `${base}/login`,
    'link-logout': `${base}/logout`,
    'link-status': `${base}/status`,
    'link-orig': LINK_ORIG,
  });
  const sessionFacts = () => {
    const uptime = online ? Math.floor(Date.now() / 1000) - online.since : 0;
    return {
      username: online?.username,
      ip: CLIENT.ip,
      mac: CLIENT.mac,
      uptime: duration(uptime),
      'bytes-in-nice': '0 B',
      'bytes-out-nice': '0 B',
      'session-time-left': online?.timeout ? duration(Math.max(0, online.timeout - uptime)) : undefined,
      'refresh-timeout': '1m',
      'refresh-timeout-secs': '60',
    };
  };
  const page = (name: string, variables: Record<string, string | undefined>) =>
    fillRouterOsPage(String(files.get(`/${name}`)), { ...links(), ...variables });
  // Each login page gets a fresh CHAP challenge, as RouterOS gives one per page served.
  const loginPage = (variables: Record<string, string | undefined>) => {
    chap = options.chap ? { id: crypto.randomInt(256), challenge: crypto.randomBytes(16) } : null;
    const challenge = chap ? { 'chap-id': octalEscaped(Buffer.from([chap.id])), 'chap-challenge': octalEscaped(chap.challenge) } : {};
    return page('login.html', { ...challenge, ...variables });
  };

  async function login(form: URLSearchParams): Promise<string> {
    const username = form.get('username') ?? '';
    const password = form.get('password') ?? '';
    received.push({ username, password });
    // RouterOS takes a 32-hex-digit password as the page's CHAP answer to the challenge it served.
    const credential: HotspotCredential =
      chap && /^[0-9a-f]{32}$/i.test(password)
        ? { chapId: chap.id, response: Buffer.from(password, 'hex'), challenge: chap.challenge }
        : { password };
    let answer;
    try {
      answer = await accessRequest({ username, credential, clientIp: CLIENT.ip, clientMac: CLIENT.mac }, options.radius);
    } catch (error) {
      return page('error.html', { error: (error as Error).message });
    }
    if (!answer.accepted) return loginPage({ username, error: answer.replyMessage ?? REFUSED });
    online = { username, since: Math.floor(Date.now() / 1000), timeout: answer.sessionTimeout };
    return page('alogin.html', { ...sessionFacts(), 'link-redirect': form.get('dst') || LINK_ORIG });
  }

  async function answer(request: http.IncomingMessage): Promise<{ status: number; type: string; body: string | Uint8Array; location?: string }> {
    const url = new URL(request.url ?? '/', base);
    const html = (body: string) => ({ status: 200, type: 'text/html; charset=utf-8', body });
    if (url.pathname === '/login' && request.method === 'POST') {
      let text = '';
      for await (const chunk of request) text += String(chunk);
      return html(await login(new URLSearchParams(text)));
    }
    if (url.pathname === '/' || url.pathname === '/login') {
      if (online) return { status: 302, type: 'text/plain', body: '', location: `${base}/status` };
      return html(loginPage({}));
    }
    if (url.pathname === '/status') {
      if (!online) return { status: 302, type: 'text/plain', body: '', location: `${base}/login` };
      return html(page('status.html', sessionFacts()));
    }
    if (url.pathname === '/logout') {
      const facts = sessionFacts();
      online = null;
      return html(page('logout.html', facts));
    }
    const file = files.get(url.pathname);
    if (file && !url.pathname.endsWith('.html'))
      return { status: 200, type: url.pathname.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream', body: file };
    return { status: 404, type: 'text/plain', body: 'Not found' };
  }

  const server = http.createServer((request, response) => {
    answer(request).then(
      (result) => {
        response.writeHead(result.status, { 'content-type': result.type, ...(result.location ? { location: result.location } : {}) });
        response.end(result.body);
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    /** What the login form posted, in order: the page's CHAP answer rather than the password when CHAP is on. */
    received,
    /** Who is online now, as the hotspot's active list would show. */
    online: () => online?.username ?? null,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StandInHotspot = Awaited<ReturnType<typeof startStandInHotspot>>;
