import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import type { HotspotFile } from '../../server/src/hotspot/hotspot-pages';
import { startStandInHotspot, type StandInHotspot } from '../../server/src/hotspot/testing/stand-in-hotspot';
import { freeUdpPort, NAS_SECRET } from '../../server/src/radius/fake-nas/fake-nas';
import { radiusInstalled, type RadiusUnderTest } from '../../server/src/radius/radius-test-kit';
import { browserAndServer, closeAll, collectPageErrors, PHONE_SIZE, screenshot, screenshotBothSizes, signIn, storedToken } from './support/browser';
import { printHotspotVoucher, startRadiusFor } from './support/radius';
import { apiCaller, type ApiCaller } from './support/server';

/**
 * Issue 30's hotspot story in Chromium: the NAS's page set downloaded from its page in the console,
 * served by a stand-in MikroTik (its variables filled as RouterOS fills them, CHAP challenge and all)
 * that sends the login's Access-Request to FreeRADIUS on the console's database. A voucher typed in
 * the page gets online; a wrong one comes back with RouterOS's error; a RADIUS that does not answer
 * shows error.html. Server-side, on both databases: server/src/hotspot/hotspot-login.test.ts.
 */

const suite = radiusInstalled ? describe : describe.skip;

const logo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hotspot-e2e-')), 'logo.svg');
fs.writeFileSync(
  logo,
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48"><rect width="120" height="48" rx="10" fill="#0b5cad"/><circle cx="24" cy="24" r="12" fill="#fff"/><text x="44" y="31" font-family="sans-serif" font-size="18" fill="#fff">Lagoon</text></svg>',
);
const running = browserAndServer({ ISP_NAME: 'Lagoon Net & Co', ISP_LOGO_FILE: logo });

let page: Page;
let errors: string[];
let ok: ApiCaller;
let radius: RadiusUnderTest;
let hotspot: StandInHotspot;
let files: HotspotFile[];
let pin: string;
let visitor: Page;
// Every address the visitor's browser asked for: the pages must ask nothing of anyone but the router.
const requested: string[] = [];

suite('Hotspot login pages', () => {
  beforeAll(async () => {
    page = await running.browser.newPage({ acceptDownloads: true, viewport: { width: 1400, height: 900 } });
    errors = collectPageErrors(page);
    await signIn(page, running.server.baseUrl);
    ok = apiCaller(running.server, () => storedToken(page));
    radius = await startRadiusFor(running.server);
  });
  afterAll(() => closeAll(visitor, hotspot, radius, page));

  it("downloads the NAS's hotspot pages from its page in the console", async () => {
    const voucher = await printHotspotVoucher(ok, { shortname: 'lobby' });
    pin = voucher.pin;

    await page.goto(`${running.server.baseUrl}/internet/nas/${voucher.nasId}`);
    await page.getByRole('heading', { name: 'Hotspot login pages' }).waitFor();
    await screenshot(page, 'hotspot-nas-download');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download hotspot pages' }).click()]);
    expect(download.suggestedFilename()).toBe('hotspot-lobby.zip');
    const zip = unzipSync(fs.readFileSync(await download.path()));
    expect(Object.keys(zip).sort()).toEqual([
      'README.txt',
      'hotspot-lobby/alogin.html',
      'hotspot-lobby/error.html',
      'hotspot-lobby/img/logo.svg',
      'hotspot-lobby/login.html',
      'hotspot-lobby/logout.html',
      'hotspot-lobby/status.html',
    ]);
    expect(strFromU8(zip['README.txt'])).toContain('html-directory=hotspot-lobby');
    files = Object.entries(zip)
      .filter(([name]) => name.startsWith('hotspot-lobby/'))
      .map(([name, content]) => ({ name: name.slice('hotspot-lobby/'.length), content: name.endsWith('.html') ? strFromU8(content) : content }));
    hotspot = await startStandInHotspot({ files, radius: { port: radius.settings.authPort, secret: NAS_SECRET, timeout: 2000 }, chap: true });
    visitor = await running.browser.newPage({ viewport: PHONE_SIZE });
    visitor.on('request', (request) => requested.push(request.url()));
    expect(errors).toEqual([]);
  });

  it('shows the login page with the ISP, its logo and the portal links, at a phone and a desktop size', async () => {
    await visitor.goto(`${hotspot.url}/login`);
    await visitor.getByRole('heading', { name: 'Lagoon Net & Co' }).waitFor();
    expect(await visitor.title()).toBe('Lagoon Net & Co: Connect to the internet');
    expect(await visitor.getByRole('img', { name: 'Lagoon Net & Co logo' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    expect(await visitor.getByRole('link', { name: 'Check usage' }).getAttribute('href')).toBe(`${running.server.baseUrl}/portal`);
    expect(await visitor.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(`${running.server.baseUrl}/portal/recharge`);
    await screenshotBothSizes(visitor, 'hotspot-login-1366', 'hotspot-login-390');
    await visitor.setViewportSize(PHONE_SIZE);
  });

  it('gets a voucher typed in the page online: alogin, then its status, then logged out', async () => {
    await visitor.getByLabel('Voucher PIN or username').fill(pin);
    await visitor.getByRole('button', { name: 'Connect' }).click();
    await visitor.getByRole('heading', { name: 'You are online' }).waitFor();
    await visitor.getByText(`Welcome, ${pin}.`).waitFor();
    // The page answered the router's CHAP challenge: the PIN itself never left the phone.
    expect(hotspot.received).toEqual([{ username: pin, password: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(hotspot.online()).toBe(pin);
    await screenshot(visitor, 'hotspot-alogin-390');

    await visitor.getByRole('link', { name: 'Status' }).click();
    await visitor.getByText('Online for').waitFor();
    expect(await visitor.locator('dl').innerText()).toMatch(
      new RegExp(`Login\\s+${pin}\\s+IP address\\s+10\\.5\\.50\\.23[\\s\\S]*Time left\\s+\\d+[hms]`),
    );
    await screenshotBothSizes(visitor, 'hotspot-status-1366', 'hotspot-status-390');
    await visitor.setViewportSize(PHONE_SIZE);

    await visitor.getByRole('button', { name: 'Log out' }).click();
    await visitor.getByRole('heading', { name: 'You have logged out' }).waitFor();
    expect(hotspot.online()).toBeNull();
  });

  it('sends a wrong PIN back to the login page with the error RouterOS shows', async () => {
    await visitor.getByRole('link', { name: 'Log in again' }).click();
    await visitor.getByLabel('Voucher PIN or username').fill('0000000000');
    await visitor.getByRole('button', { name: 'Connect' }).click();
    await expect(visitor.getByRole('alert').innerText()).resolves.toBe('invalid username or password');
    expect(await visitor.getByLabel('Voucher PIN or username').inputValue()).toBe('0000000000');
    expect(hotspot.online()).toBeNull();
    await screenshotBothSizes(visitor, 'hotspot-login-refused-1366', 'hotspot-login-refused-390');
    await visitor.setViewportSize(PHONE_SIZE);
  });

  it('shows error.html when the RADIUS server does not answer', async () => {
    const silent = await startStandInHotspot({ files, radius: { port: await freeUdpPort(), secret: NAS_SECRET, timeout: 300 }, chap: true });
    try {
      await visitor.goto(`${silent.url}/login`);
      await visitor.getByLabel('Voucher PIN or username').fill(pin);
      await visitor.getByRole('button', { name: 'Connect' }).click();
      await visitor.getByRole('heading', { name: 'Cannot connect' }).waitFor();
      await expect(visitor.getByRole('alert').innerText()).resolves.toBe('RADIUS server is not responding');
      await screenshot(visitor, 'hotspot-error-390');
    } finally {
      await silent.stop();
    }
    // Nothing but the router's own pages and logo: no font, script or style from elsewhere.
    expect(requested.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([]);
  });
});
