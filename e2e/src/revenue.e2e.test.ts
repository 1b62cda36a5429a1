import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { DESKTOP_SIZE, PHONE_SIZE, screenshot, screenshotBothSizes, signedInSuite } from './support/browser';

/**
 * Issue 28's revenue screens on the real server: two plans sold (cash and a bank transfer), then
 * the Internet dashboard, the revenue report by payment method and the day's cash-up, printed.
 */

const session = signedInSuite();
const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

describe('money: revenue, cash-up and the Internet dashboard', () => {
  beforeAll(async () => {
    const { location, prepaid } = await seedSalesCatalogue(session.ok);
    for (const [n, payment] of [
      [1, { method: 'cash' }],
      [2, { method: 'bank', reference: 'TRF-0042' }],
    ] as const) {
      const { customer } = await session.ok('/services/internet/customer/create', {
        type: 1,
        firstName: 'Ngozi',
        lastName: `Okafor${n}`,
        phone: '08031234567',
        locationId: location.id,
        username: `ngozi.okafor${n}`,
        password: 'net-password-1',
      });
      await session.ok('/services/internet/customer/plan/create', { customerId: customer.id, planId: prepaid.id, ...payment, idempotencyKey: key() });
    }
  });

  it("shows today's takings on the dashboard, and the card opens the cash-up", async () => {
    await session.open('/internet/dashboard');
    const today = session.page.getByRole('article').filter({ hasText: 'Taken today' });
    await today.getByText('N30,000.00', { exact: true }).waitFor();
    await session.page.getByRole('table', { name: 'Takings and revenue per month' }).waitFor({ state: 'attached' });
    await session.page.locator('svg text').first().waitFor();
    await screenshot(session.page, 'revenue-dashboard');
    // The chart measures its box when it is drawn: the phone's is drawn at the phone's width.
    await session.page.setViewportSize(PHONE_SIZE);
    await session.page.reload();
    await session.page.locator('svg text', { hasText: /^N0$/ }).first().waitFor();
    await screenshot(session.page, 'revenue-dashboard-phone');
    await session.page.setViewportSize(DESKTOP_SIZE);
    await session.page.getByRole('link', { name: 'Taken today' }).click();
    await session.page.getByRole('heading', { name: /^Cash-up, / }).waitFor();
    await screenshotBothSizes(session.page, 'revenue-cash-up', 'revenue-cash-up-phone');
    await session.page.emulateMedia({ media: 'print' });
    await screenshot(session.page, 'revenue-cash-up-print');
    await session.page.emulateMedia({ media: 'screen' });
  });

  it('reports the day by payment method, with CSV and XLSX exports', async () => {
    await session.open('/internet/dashboard');
    await session.page.getByRole('link', { name: 'Taken this month' }).click();
    const groups = session.page.getByRole('table', { name: 'Totals by payment method' });
    await groups.getByRole('row', { name: /Bank transfer/ }).waitFor();
    await groups.getByRole('row', { name: /Cash/ }).waitFor();
    await screenshotBothSizes(session.page, 'revenue-report', 'revenue-report-phone');
    const download = session.page.waitForEvent('download');
    await session.page.getByRole('button', { name: 'Export XLSX' }).click();
    expect((await download).suggestedFilename()).toMatch(/^revenue-method-by-day-\d{4}-\d\d-01-to-\d{4}-\d\d-\d\d\.xlsx$/);
    expect(session.errors).toEqual([]);
  });
});
