import type { Page } from 'playwright-core';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { screenshot, signedInSuite } from './support/browser';

/**
 * Issue 14's "done when" path on the real server: two subscribers get prepaid plans (one renewed),
 * a batch of 50 vouchers is generated at a sale point, its sheet printed, one voucher revoked, and
 * the sale point statement and the dashboard's payer report show it. The catalogue the sales need
 * (location, profile, plans, sale point) is made through the API; everything after it by hand.
 */

const session = signedInSuite();

const open = (path: string) => session.open(path);
// Form controls only: a notice ('Plan added') is labelled by its text too.
const field = (label: string, scope: Page | ReturnType<Page['locator']> = session.page) =>
  scope.getByLabel(new RegExp(`^${label}`)).and(session.page.locator('input, select, textarea'));
const card = (label: string) => session.page.locator('dl', { has: session.page.getByText(label, { exact: true }) });

async function createCustomer(fill: () => Promise<void>, username: string) {
  await open('/internet/customers/create');
  await fill();
  await field('Phone').fill('08031234567');
  await field('Location').selectOption({ label: 'Ikeja' });
  await field('Network Username').fill(username);
  await field('Network Password').fill('net-password-1');
  await session.page.getByRole('button', { name: 'Save' }).click();
  await session.page.getByText('Created successfully').waitFor();
}

async function givePlan(name: string) {
  await open('/internet/customers/all');
  await session.page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: /Edit/ })
    .click();
  await session.page.getByRole('tab', { name: 'Plans' }).click();
  await session.page.getByRole('button', { name: 'Add Plan' }).click();
  const dialog = session.page.getByRole('dialog');
  await field('Plan', dialog).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await session.page.getByText('Plan added').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await session.page.getByRole('cell', { name: 'Active', exact: true }).waitFor();
}

describe('subscribers and vouchers', () => {
  it('starts with no payers on the dashboard', async () => {
    await seedSalesCatalogue(session.ok);
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
    await session.page.getByRole('cell', { name: 'Acme Ltd', exact: true }).waitFor();
    expect(await session.page.getByRole('row').count()).toBe(3);
  });

  it('gives each a prepaid plan and renews one', async () => {
    await givePlan('Acme Ltd');
    await givePlan('Chioma Eze');
    const row = session.page.getByRole('row', { name: /Home Monthly/ });
    await row.getByRole('button', { name: 'Renew' }).click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await session.page.getByText('Renewed successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await session.page.getByRole('cell', { name: 'Scheduled', exact: true }).waitFor();
    await screenshot(session.page, 'internet-customer-plans');
    const wide = session.page.viewportSize()!;
    await session.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(session.page, 'internet-customer-plans-390');
    await session.page.setViewportSize(wide);
    await session.page.getByRole('tab', { name: 'History' }).click();
    await session.page.getByText(/^Renewed Home Monthly/).waitFor();
  });

  it('generates a batch of 50 vouchers at the sale point and prints its sheet', async () => {
    await session.page.getByRole('navigation').getByRole('link', { name: 'Vouchers' }).click();
    await session.page.getByRole('link', { name: 'Generate Vouchers' }).click();
    await field('Plan').selectOption({ index: 1 });
    await field('Sale Point').selectOption({ label: 'Allen Kiosk' });
    await field('Number of Vouchers').fill('50');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.getByRole('link', { name: 'Open batch 1' }).click();
    await session.page.getByRole('heading', { name: 'Voucher Batch 1' }).waitFor();
    await session.page.getByRole('link', { name: 'Print Sheet' }).click();
    await session.page.getByText('50 unused of 50').waitFor();
    expect(await session.page.locator('.voucher-card').count()).toBe(50);
    const pin = (await session.page.locator('.voucher-card__pin').first().textContent()) ?? '';
    expect(pin).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    await session.page.emulateMedia({ media: 'print' });
    await screenshot(session.page, 'internet-voucher-sheet-print');
    await session.page.emulateMedia({ media: 'screen' });
    await screenshot(session.page, 'internet-voucher-sheet');
  });

  it('revokes one voucher', async () => {
    await session.page.getByRole('link', { name: 'Cancel' }).click();
    await session.page.getByRole('heading', { name: 'Voucher Batch 1' }).waitFor();
    const first = session.page.getByRole('row').nth(1);
    await first.getByRole('button', { name: 'Revoke' }).click();
    const dialog = session.page.getByRole('dialog');
    await field('Reason', dialog).fill('Card damaged');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await first.getByRole('cell', { name: 'Revoked', exact: true }).waitFor();
  });

  it('shows the statement of the sale point and the payer report moved', async () => {
    await session.page.getByRole('navigation').getByRole('link', { name: 'Statements' }).click();
    await field('Sale Point').selectOption({ label: 'Allen Kiosk' });
    await session.page.getByText('Issued: 50').waitFor();
    await session.page.getByText('Revoked: 1').waitFor();
    await session.page.getByRole('cell', { name: 'Hour Pass' }).waitFor();
    await screenshot(session.page, 'internet-statement');
    await open('/');
    await card('Individuals').getByText('1', { exact: true }).waitFor();
    await card('Corporates').getByText('1', { exact: true }).waitFor();
    await screenshot(session.page, 'dashboard-payers');
    expect(session.errors).toEqual([]);
  });
});
