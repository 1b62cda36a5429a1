import type { Page } from 'playwright-core';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { PHONE_SIZE, browserAndServer, closeAll, collectPageErrors, screenshot, screenshotBothSizes, signIn, storedToken } from './support/browser';
import { apiCaller, type ApiCaller } from './support/server';

/**
 * Issue 30's portal story in Chromium on a 390 px phone: a subscriber signs in with the network
 * username and password, sees the plan, recharges with a voucher PIN and changes the password.
 * Server side, on both databases: server/src/portal/portal.test.ts.
 */
const running = browserAndServer();

let staff: Page;
let phone: Page;
let errors: string[];
let ok: ApiCaller;
let pin: string;
const subscriber = { username: 'ada.portal', password: 'net-password-1' };

describe('Subscriber portal on a phone', () => {
  beforeAll(async () => {
    staff = await running.browser.newPage();
    await signIn(staff, running.server.baseUrl);
    ok = apiCaller(running.server, () => storedToken(staff));
    const { location, prepaid, salePoint, hourPass } = await seedSalesCatalogue(ok);
    const { customer } = await ok('/services/internet/customer/create', {
      type: 1,
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '08031234567',
      locationId: location.id,
      username: subscriber.username,
      password: subscriber.password,
    });
    await ok('/services/internet/customer/plan/create', {
      customerId: customer.id,
      planId: prepaid.id,
      method: 'cash',
      idempotencyKey: 'portal-e2e-sale-000001',
    });
    const { batch } = await ok('/services/internet/voucher/batch/create', {
      planId: hourPass.id,
      salePointId: salePoint.id,
      count: 1,
      pinLength: 10,
    });
    pin = (await ok('/services/internet/vouchers', { criteria: { batchId: batch.id } })).vouchers[0].pin;
    phone = await running.browser.newPage({ viewport: PHONE_SIZE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    errors = collectPageErrors(phone);
  });
  afterAll(() => closeAll(phone, staff));

  it('signs in with the network username and password and shows the plan', async () => {
    await phone.goto(`${running.server.baseUrl}/portal/`);
    await screenshot(phone, 'portal-sign-in-390');
    await phone.getByLabel('Username').fill(subscriber.username);
    await phone.getByLabel('Password').fill(subscriber.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByText('Home Monthly').waitFor();
    await expectNoSideScroll(phone);
    await screenshotBothSizes(phone, 'portal-home-1366', 'portal-home-390');
    await phone.setViewportSize(PHONE_SIZE);
    // The portal's page never loads the staff console.
    const scripts = await phone.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
    expect(scripts.filter((p) => p.startsWith('/apps/') || p === '/remotes.json')).toEqual([]);
  });

  it('recharges with a voucher PIN: the hour pass is added after the plan', async () => {
    await phone.getByRole('link', { name: 'Recharge with a PIN' }).click();
    await phone.getByLabel('Voucher PIN').fill(pin);
    await phone.getByRole('button', { name: 'Recharge' }).click();
    await phone.getByRole('status').filter({ hasText: 'Recharged: Hour Pass' }).waitFor();
    await screenshot(phone, 'portal-recharge-390');
    // The same PIN again: the one answer for a PIN that cannot be used.
    await phone.getByLabel('Voucher PIN').fill(pin);
    await phone.getByRole('button', { name: 'Recharge' }).click();
    await phone.getByRole('alert').filter({ hasText: 'That PIN cannot be used.' }).waitFor();
    await phone.getByRole('link', { name: 'Back to my account' }).click();
    await phone.getByText('Then Hour Pass', { exact: false }).waitFor();
  });

  it('changes the network password: the new one signs in, the old one no longer does', async () => {
    await phone.getByRole('link', { name: 'Password and notices' }).click();
    await phone.getByLabel('Current password').fill(subscriber.password);
    await phone.getByLabel('New password', { exact: true }).fill('new-net-pass-2');
    await phone.getByLabel('New password again').fill('new-net-pass-2');
    await phone.getByRole('button', { name: 'Change password' }).click();
    await phone.getByText(/Password changed/).waitFor();
    await screenshot(phone, 'portal-account-390');
    await phone.getByRole('button', { name: 'Sign out' }).click();
    await phone.getByLabel('Username').fill(subscriber.username);
    await phone.getByLabel('Password').fill(subscriber.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    await phone.getByLabel('Password').fill('new-net-pass-2');
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByText('Home Monthly').waitFor();
    expect(errors).toEqual([]);
  });
});

/** Nothing wider than the phone: no sideways scrolling. */
async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_SIZE.width);
}
