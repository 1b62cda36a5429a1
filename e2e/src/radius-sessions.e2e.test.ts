import type { Page } from 'playwright-core';
import { paidInCash } from '../../server/src/areas/internet/customers-fixtures';
import { startFakeNas } from '../../server/src/radius/fake-nas/fake-nas';
import { radiusInstalled, type RadiusUnderTest } from '../../server/src/radius/radius-test-kit';
import { createMonthlyPlan } from '../../server/src/testing/sales-catalogue';
import { openSignedInSession, screenshot, screenshotBothSizes, type SignedInSession } from './support/browser';
import { printHotspotVoucher, startRadiusFor } from './support/radius';
import type { ApiCaller } from './support/server';

/**
 * Issue 15's "Done when" in Chromium: a voucher printed in the console logs in through FreeRADIUS
 * (radclient's Access-Request and accounting, as a NAS sends them) with its profile's rate limit and
 * its uptime as Session-Timeout, shows in Online now, the operator's Disconnect reaches the NAS (a
 * FreeRADIUS answering Disconnect-Request) and its ACK is shown, it shows in usage after, and once its
 * sessions sum to its uptime it is refused and listed as used up; a subscriber suspended while online
 * is disconnected. Refused outside its window: radius-windows.test.ts (server suite).
 * FreeRADIUS runs with the configuration `npm run radius` writes, on the e2e server's own database.
 */

const suite = radiusInstalled ? describe : describe.skip;

let session: SignedInSession;
let page: Page;
let radius: RadiusUnderTest;
let fake: Awaited<ReturnType<typeof startFakeNas>>;
let pin: string;
let batchId: string;

suite('RADIUS sessions in the console', () => {
  beforeAll(async () => {
    session = await openSignedInSession();
    page = session.page;
    fake = await startFakeNas();
    radius = await startRadiusFor(session.server);
  });
  afterAll(async () => {
    await radius?.stop();
    await fake?.stop();
    await session?.close();
  });

  const ok: ApiCaller = (url, body) => session.ok(url, body);

  it('prints a voucher on a plan sold at a sale point, with the loopback NAS and its CoA port', async () => {
    await session.open('/');
    ({ pin, batchId } = await printHotspotVoucher(ok, { shortname: 'hotspot', coaPort: fake.port }));
    expect(pin).toMatch(/^\d{10}$/);
  });

  it('logs the voucher in through FreeRADIUS and shows it in Online now', async () => {
    const accepted = await radius.auth({ 'User-Name': pin, 'User-Password': pin });
    expect(accepted.code).toBe('Access-Accept');
    expect(accepted.attributes['Mikrotik-Rate-Limit']).toBe('1M/1M');
    // The plan's 60 minutes of uptime, all left.
    expect(accepted.attributes['Session-Timeout']).toBe('3600');
    const started = await radius.acct({
      'User-Name': pin,
      'Acct-Status-Type': 'Start',
      'Acct-Session-Id': 'hs-0001',
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
      'Framed-IP-Address': '10.5.0.9',
    });
    expect(started.code).toBe('Accounting-Response');

    await page.getByRole('navigation').getByRole('link', { name: 'Online now' }).click();
    const row = page.getByRole('row', { name: new RegExp(pin) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      pin,
      'hotspot (127.0.0.1)',
      '10.5.0.9',
      // No Calling-Station-Id in these packets: the MAC column is empty.
      '',
      expect.stringMatching(/\d{2}:\d{2}:\d{2}$/),
      '0 B',
      '0 B',
      'Hotspot 1M',
      // No cut under way: the Cut column is empty.
      '',
      '',
    ]);
    await screenshotBothSizes(page, 'radius-online-now', 'radius-online-now-phone');
  });

  it('disconnects it: the NAS receives the Disconnect-Request and the operator reads the ACK', async () => {
    await page.getByRole('button', { name: `Disconnect ${pin}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Disconnect ${pin} from hotspot?`).waitFor();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Session hs-0001 on 127.0.0.1: disconnected (the NAS acknowledged).').waitFor();
    await screenshot(page, 'radius-disconnect-ack');
    const received = fake.nas.output();
    expect(received).toMatch(/Received Disconnect-Request/);
    expect(received).toContain(`User-Name = "${pin}"`);
    expect(received).toContain('Acct-Session-Id = "hs-0001"');
  });

  it('shows the voucher in usage per sale point once the NAS reports the stop', async () => {
    const stopped = await radius.acct({
      'User-Name': pin,
      'Acct-Status-Type': 'Stop',
      'Acct-Session-Id': 'hs-0001',
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 1,
      'Acct-Session-Time': 600,
      'Acct-Input-Octets': 2048,
      'Acct-Output-Octets': 3 * 1024 * 1024,
      'Acct-Terminate-Cause': 'Admin-Reset',
    });
    expect(stopped.code).toBe('Accounting-Response');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Nobody is online.').waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Usage' }).click();
    await page.getByLabel('Per').selectOption({ label: 'Sale Point' });
    const row = page.getByRole('row', { name: /Allen Kiosk/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['Allen Kiosk', '1', '10m 00s', '2.0 KB', '3.0 MB']);
    await screenshotBothSizes(page, 'radius-usage', 'radius-usage-phone');
  });

  it('refuses the voucher once its sessions sum to its uptime, and its batch lists it as used up', async () => {
    // 10 minutes before, 50 now: the plan's 60.
    const second = { 'User-Name': pin, 'Acct-Session-Id': 'hs-0002', 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 1 };
    await radius.acct({ ...second, 'Acct-Status-Type': 'Start' });
    const stopped = await radius.acct({
      ...second,
      'Acct-Status-Type': 'Stop',
      'Acct-Session-Time': 3000,
      'Acct-Terminate-Cause': 'Session-Timeout',
    });
    expect(stopped.code).toBe('Accounting-Response');
    expect((await radius.auth({ 'User-Name': pin, 'User-Password': pin })).code).toBe('Access-Reject');

    await session.open(`/internet/vouchers/${batchId}`);
    const row = page.getByRole('row', { name: new RegExp(pin) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toContain('Used up');
    await screenshotBothSizes(page, 'radius-voucher-used-up', 'radius-voucher-used-up-phone');
  });

  it('edits the NAS with its CoA port', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'NAS' }).click();
    await page.getByRole('link', { name: 'Edit hotspot' }).click();
    await expect(page.getByLabel(/^CoA Port/).inputValue()).resolves.toBe(String(fake.port));
    await screenshot(page, 'radius-nas-coa-port');
  });

  it("shows a subscriber's sessions on its Sessions tab", async () => {
    const { locations } = await ok('/services/internet/locations', {});
    const { profiles } = await ok('/services/internet/profiles', {});
    const plan = await createMonthlyPlan(ok, profiles[0].id, locations[0].id);
    const { customer } = await ok('/services/internet/customer/create', {
      type: 1,
      firstName: 'Chioma',
      lastName: 'Eze',
      phone: '08031234567',
      locationId: locations[0].id,
      username: 'chioma.eze',
      password: 'net-password-1',
    });
    await ok('/services/internet/customer/plan/create', { customerId: customer.id, planId: plan.id, ...paidInCash() });
    expect((await radius.auth({ 'User-Name': 'chioma.eze', 'User-Password': 'net-password-1' })).code).toBe('Access-Accept');
    const pppoe = {
      'User-Name': 'chioma.eze',
      'Acct-Session-Id': 'pppoe-7',
      'NAS-IP-Address': '127.0.0.1',
      'NAS-Port': 7,
      'Framed-IP-Address': '10.6.0.7',
    };
    await radius.acct({ ...pppoe, 'Acct-Status-Type': 'Start' });
    await radius.acct({
      ...pppoe,
      'Acct-Status-Type': 'Stop',
      'Acct-Session-Time': 3725,
      'Acct-Output-Octets': 52_428_800,
      'Acct-Terminate-Cause': 'User-Request',
    });
    await session.open(`/internet/customers/${customer.id}?tab=sessions`);
    const row = page.getByRole('row', { name: /User-Request/ });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(2)).toEqual([
      '1h 02m 05s',
      'hotspot (127.0.0.1)',
      '10.6.0.7',
      '',
      '0 B',
      '50.0 MB',
      'User-Request',
    ]);
    await screenshot(page, 'radius-customer-sessions');
  });

  it('disconnects a subscriber suspended while online, and says what the NAS answered', async () => {
    const pppoe = { 'User-Name': 'chioma.eze', 'Acct-Session-Id': 'pppoe-8', 'NAS-IP-Address': '127.0.0.1', 'NAS-Port': 8 };
    await radius.acct({ ...pppoe, 'Acct-Status-Type': 'Start' });
    const before = fake.nas.output().length;
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Suspended' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated successfully. Session pppoe-8 on 127.0.0.1: disconnected (the NAS acknowledged).').waitFor();
    await screenshot(page, 'radius-suspend-disconnect');
    const received = fake.nas.output().slice(before);
    expect(received).toMatch(/Received Disconnect-Request/);
    expect(received).toContain('User-Name = "chioma.eze"');
    expect(received).toContain('Acct-Session-Id = "pppoe-8"');
    expect((await radius.auth({ 'User-Name': 'chioma.eze', 'User-Password': 'net-password-1' })).code).toBe('Access-Reject');
  });

  it('lists the login attempt as accepted', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Login attempts' }).click();
    await page.getByRole('row', { name: new RegExp(`${pin}.*Accepted`) }).waitFor();
    await screenshot(page, 'radius-login-attempts');
    expect(session.errors).toEqual([]);
  });
});
