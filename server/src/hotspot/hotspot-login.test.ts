import { makeCustomer, planAt, sell } from '../areas/internet/customers-fixtures';
import { describeWithRadius, freeUdpPort, NAS_SECRET, printVouchers } from '../radius/radius-test-kit';
import { hotspotPages } from './hotspot-pages';
import { submittedByLoginScript } from './testing/login-script';
import { startStandInHotspot, type StandInHotspot } from './testing/stand-in-hotspot';

const PAGES = hotspotPages({ ispName: 'Lagoon Net', logo: null, portalUrl: 'https://console.lagoon.example/portal' });

/** A visitor on the hotspot: opens the login page, types, and the page's script posts what it computes. */
async function logIn(hotspot: StandInHotspot, typed: { username: string; password: string }): Promise<string> {
  const page = await (await fetch(`${hotspot.url}/login`)).text();
  const form = new URLSearchParams({ ...submittedByLoginScript(page, typed), dst: 'http://example.com/', popup: 'true' });
  return (await fetch(`${hotspot.url}/login`, { method: 'POST', body: form })).text();
}

// The generated pages against FreeRADIUS through a stand-in MikroTik, on both databases; in Chromium: e2e/src/hotspot.e2e.test.ts.
describeWithRadius('hotspot: the login page logs in through FreeRADIUS', (get, radius) => {
  let chap: StandInHotspot;
  let pap: StandInHotspot;
  beforeAll(async () => {
    const target = { port: radius().settings.authPort, secret: NAS_SECRET, timeout: 2000 };
    chap = await startStandInHotspot({ files: PAGES, radius: target, chap: true });
    pap = await startStandInHotspot({ files: PAGES, radius: target, chap: false });
  });
  afterAll(async () => {
    await chap?.stop();
    await pap?.stop();
  });

  it('gets a voucher online with CHAP: the page posts hexMD5(chap-id + PIN + challenge), never the PIN', async () => {
    const [voucher] = await printVouchers(get(), {}, 1);
    const online = await logIn(chap, { username: voucher.pin, password: '' });
    expect(online).toContain('<h2>You are online</h2>');
    expect(online).toContain(`Welcome, ${voucher.pin}.`);
    expect(chap.online()).toBe(voucher.pin);
    expect(chap.received.at(-1)?.password).toMatch(/^[0-9a-f]{32}$/);
    const status = await (await fetch(`${chap.url}/status`)).text();
    expect(status).toContain(`<dt>Login</dt><dd>${voucher.pin}</dd>`);
    expect(status).toMatch(/<dt>Time left<\/dt><dd>\d+[hms]/);
    await fetch(`${chap.url}/logout`);
  });

  it('sends a wrong PIN back to the login page with the error, and logs a subscriber in with PAP', async () => {
    const refused = await logIn(chap, { username: '0000000000', password: '' });
    expect(refused).toContain('<p class="error" role="alert">invalid username or password</p>');
    expect(refused).toContain('value="0000000000"');
    expect(chap.online()).toBeNull();

    const customer = await makeCustomer(get(), { username: 'ada.obi', password: 'net-pass-1' });
    await sell(get(), customer, await planAt(get(), customer));
    expect(await logIn(pap, { username: 'ada.obi', password: 'net-pass-1' })).toContain('Welcome, ada.obi.');
    expect(pap.received.at(-1)).toEqual({ username: 'ada.obi', password: 'net-pass-1' });
  });

  it('shows error.html when RADIUS does not answer', async () => {
    const silent = await startStandInHotspot({ files: PAGES, radius: { port: await freeUdpPort(), secret: NAS_SECRET, timeout: 300 }, chap: true });
    try {
      const page = await logIn(silent, { username: '0000000000', password: '' });
      expect(page).toContain('<h2>Cannot connect</h2>');
      expect(page).toContain('<p class="error" role="alert">RADIUS server is not responding</p>');
    } finally {
      await silent.stop();
    }
  });
});
