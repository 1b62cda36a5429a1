import type { Page } from 'playwright-core';
import { openSignedInSession, screenshot, type SignedInSession } from './support/browser';
import type { RunningServer } from './support/server';

/**
 * Issue 14's "done when" path on the real server: two subscribers get prepaid plans (one renewed),
 * a batch of 50 vouchers is generated at a sale point, its sheet printed, one voucher revoked, and
 * the sale point statement and the dashboard's payer report show it. The catalogue the sales need
 * (location, profile, plans, sale point) is made through the API; everything after it by hand.
 */

let session: SignedInSession;
let server: RunningServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  session = await openSignedInSession();
  ({ server, page, errors } = session);
});
afterAll(() => session?.close());

const open = (path: string) => session.open(path);
// Form controls only: a notice ('Plan added') is labelled by its text too.
const field = (label: string, scope: Page | ReturnType<Page['locator']> = page) =>
  scope.getByLabel(new RegExp(`^${label}`)).and(page.locator('input, select, textarea'));
const token = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? 'null')?.authorization as string);
const card = (label: string) => page.locator('dl', { has: page.getByText(label, { exact: true }) });

async function catalogue() {
  const t = await token();
  const ok = async (url: string, body: unknown) => {
    const answer = await server.api(url, body, t);
    if (answer.status !== 200) throw new Error(`${url}: ${answer.message}`);
    return answer.data;
  };
  const { location } = await ok('/services/internet/location/create', { code: 'IKJ', name: 'Ikeja' });
  const { profile } = await ok('/services/internet/profile/create', {
    name: 'Home 2M',
    description: 'Home',
    rateLimit: '1M/2M',
    ipPool: 'home',
    nasProfiles: [],
  });
  await ok('/services/internet/plan/create', {
    type: 1,
    name: 'Home Monthly',
    description: 'Monthly',
    profileId: profile.id,
    amount: 15000,
    validity: 30,
    locationPlans: [{ location: { id: location.id } }],
  });
  const { salePoint } = await ok('/services/internet/salepoint/create', {
    name: 'Allen Kiosk',
    type: 1,
    phone: '08012345678',
    locationId: location.id,
  });
  await ok('/services/internet/plan/create', {
    type: 2,
    name: 'Hour Pass',
    description: 'One hour',
    profileId: profile.id,
    amount: 200,
    validity: 1,
    contractValue: 150,
    uptime: 60,
    salePointPlans: [{ salePoint: { id: salePoint.id } }],
  });
}

async function createCustomer(fill: () => Promise<void>, username: string) {
  await open('/internet/customers/create');
  await fill();
  await field('Phone').fill('08031234567');
  await field('Location').selectOption({ label: 'Ikeja' });
  await field('Network Username').fill(username);
  await field('Network Password').fill('net-password-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Created successfully').waitFor();
}

async function givePlan(name: string) {
  await open('/internet/customers/all');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: /Edit/ })
    .click();
  await page.getByRole('tab', { name: 'Plans' }).click();
  await page.getByRole('button', { name: 'Add Plan' }).click();
  const dialog = page.getByRole('dialog');
  await field('Plan', dialog).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Plan added').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: 'Active', exact: true }).waitFor();
}

describe('subscribers and vouchers', () => {
  it('starts with no payers on the dashboard', async () => {
    await catalogue();
    await open('/');
    await card('Individuals').getByText('0', { exact: true }).waitFor();
    await card('Corporates').getByText('0', { exact: true }).waitFor();
  });

  it('creates an individual and a corporate subscriber', async () => {
    await createCustomer(async () => {
      await field('First Name').fill('Chioma');
      await field('Last Name').fill('Eze');
    }, 'chioma.eze');
    await createCustomer(async () => {
      await field('Type').selectOption({ label: 'Corporate' });
      await field('Company Name').fill('Acme Ltd');
      await field('Contact Person').fill('Bola Ade');
    }, 'acme');
    await open('/internet/customers/all');
    await page.getByRole('cell', { name: 'Acme Ltd', exact: true }).waitFor();
    expect(await page.getByRole('row').count()).toBe(3);
  });

  it('gives each a prepaid plan and renews one', async () => {
    await givePlan('Acme Ltd');
    await givePlan('Chioma Eze');
    const row = page.getByRole('row', { name: /Home Monthly/ });
    await row.getByRole('button', { name: 'Renew' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await page.getByText('Renewed successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Scheduled', exact: true }).waitFor();
    await screenshot(page, 'internet-customer-plans');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText(/^Renewed Home Monthly/).waitFor();
  });

  it('generates a batch of 50 vouchers at the sale point and prints its sheet', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Vouchers' }).click();
    await page.getByRole('link', { name: 'Generate Vouchers' }).click();
    await field('Plan').selectOption({ index: 1 });
    await field('Sale Point').selectOption({ label: 'Allen Kiosk' });
    await field('Number of Vouchers').fill('50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Open batch 1' }).click();
    await page.getByRole('heading', { name: 'Voucher Batch 1' }).waitFor();
    await page.getByRole('link', { name: 'Print Sheet' }).click();
    await page.getByText('50 unused of 50').waitFor();
    expect(await page.locator('.voucher-card').count()).toBe(50);
    const pin = (await page.locator('.voucher-card__pin').first().textContent()) ?? '';
    expect(pin).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'internet-voucher-sheet-print');
    await page.emulateMedia({ media: 'screen' });
    await screenshot(page, 'internet-voucher-sheet');
  });

  it('revokes one voucher', async () => {
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Voucher Batch 1' }).waitFor();
    const first = page.getByRole('row').nth(1);
    await first.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog');
    await field('Reason', dialog).fill('Card damaged');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await first.getByRole('cell', { name: 'Revoked', exact: true }).waitFor();
  });

  it('shows the statement of the sale point and the payer report moved', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Statements' }).click();
    await field('Sale Point').selectOption({ label: 'Allen Kiosk' });
    await page.getByText('Issued: 50').waitFor();
    await page.getByText('Revoked: 1').waitFor();
    await page.getByRole('cell', { name: 'Hour Pass' }).waitFor();
    await screenshot(page, 'internet-statement');
    await open('/');
    await card('Individuals').getByText('1', { exact: true }).waitFor();
    await card('Corporates').getByText('1', { exact: true }).waitFor();
    await screenshot(page, 'dashboard-payers');
    expect(errors).toEqual([]);
  });
});
