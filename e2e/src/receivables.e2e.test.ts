import type { Page } from 'playwright-core';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { screenshot, screenshotBothSizes, signedInSuite } from './support/browser';

/**
 * Issue 28's stories for what others owe, on the real server: a corporate subscriber's plan sold on
 * account, invoiced with VAT, paid, and the invoice printed; a sale point's voucher batch beyond its
 * credit limit refused, saying how much is missing, until a payment makes room.
 */

const session = signedInSuite();
// Form controls only: a notice is labelled by its text too.
const field = (label: string, scope: Page | ReturnType<Page['locator']> = session.page) =>
  scope.getByLabel(new RegExp(`^${label}`)).and(session.page.locator('input, select, textarea'));

let catalogue: Awaited<ReturnType<typeof seedSalesCatalogue>>;

describe('money: corporate invoices and sale point balances', () => {
  beforeAll(async () => {
    catalogue = await seedSalesCatalogue(session.ok);
  });

  it('takes a corporate invoice from sale to paid', async () => {
    const { customer } = await session.ok('/services/internet/customer/create', {
      type: 2,
      companyName: 'Marina Logistics',
      contactPerson: 'Tunde Bello',
      phone: '08031234567',
      locationId: catalogue.location.id,
      username: 'marina.logistics',
      password: 'net-password-1',
    });
    await session.open(`/internet/customers/${customer.id}?tab=plans`);
    await session.page.getByRole('button', { name: 'Add Plan' }).click();
    const sale = session.page.getByRole('dialog');
    await field('Plan', sale).selectOption({ index: 1 });
    await field('Paid By', sale).selectOption({ label: 'On account (invoiced)' });
    await sale.getByRole('button', { name: 'Save' }).click();
    await sale.waitFor({ state: 'detached' });

    await session.page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
    await session.page.getByRole('button', { name: 'New Invoice' }).click();
    const create = session.page.getByRole('dialog');
    await field('Corporate Subscriber', create).selectOption({ label: 'Marina Logistics' });
    // N15,000 + 7.5 % VAT.
    await create.getByText('1 charge: N15,000.00 + VAT 7.5% N1,125.00 =').waitFor();
    await screenshotBothSizes(session.page, 'money-new-invoice', 'money-new-invoice-phone');
    await create.getByRole('button', { name: 'Issue Invoice' }).click();
    await create.getByRole('link', { name: /^Open INV-\d{4}-000001$/ }).click();
    const paper = session.page.getByLabel(/^Invoice INV-\d{4}-000001$/);
    await paper.getByText('Bill to').waitFor();
    expect(await paper.locator('.invoice__total').first().textContent()).toBe('TotalN16,125.00');
    await screenshotBothSizes(session.page, 'money-invoice', 'money-invoice-phone');
    const [pdf] = await Promise.all([session.page.waitForEvent('download'), session.page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^INV-\d{4}-000001\.pdf$/);

    await session.page.getByRole('button', { name: 'Record Payment' }).click();
    const payment = session.page.getByRole('dialog');
    expect(await field('Amount', payment).inputValue()).toBe('16125');
    await field('Reference', payment).fill('TRF-2041');
    await payment.getByRole('button', { name: 'Record Payment' }).click();
    await payment.waitFor({ state: 'detached' });
    await paper.locator('.invoice__state', { hasText: 'Paid' }).waitFor();
    await paper.getByRole('cell', { name: 'Bank transfer TRF-2041' }).waitFor();
    await session.page.emulateMedia({ media: 'print' });
    await screenshot(session.page, 'money-invoice-print');
    await session.page.emulateMedia({ media: 'screen' });

    await session.page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
    await session.page.getByRole('cell', { name: 'Paid', exact: true }).waitFor();
    await screenshotBothSizes(session.page, 'money-invoices', 'money-invoices-phone');
  });

  it('refuses a sale point batch beyond its credit limit, saying how much is missing', async () => {
    await session.open(`/internet/salepoints/${catalogue.salePoint.id}`);
    await field('Credit Limit').fill('1,000');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText('Credit limit: N1,000.00, N1,000.00 available for batches').waitFor();

    await session.page.getByRole('navigation').getByRole('link', { name: 'Vouchers' }).click();
    await session.page.getByRole('link', { name: 'Generate Vouchers' }).click();
    await field('Plan').selectOption({ index: 1 });
    await field('Sale Point').selectOption({ label: 'Allen Kiosk' });
    // Ten hour passes at N150 each: N1,500, N500 beyond the limit.
    await field('Number of Vouchers').fill('10');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page
      .getByText(/N500\.00 is missing: record a payment of at least that/)
      .first()
      .waitFor();
    expect(await field('Number of Vouchers').getAttribute('aria-invalid')).toBe('true');
    await screenshot(session.page, 'money-batch-beyond-credit-limit');
    expect((await session.ok('/services/internet/voucher/batches', { offset: 0, limit: 10 })).size).toBe(0);

    await session.open(`/internet/salepoints/${catalogue.salePoint.id}`);
    await session.page.getByRole('button', { name: 'Record Payment' }).click();
    const payment = session.page.getByRole('dialog');
    await field('Amount', payment).fill('500');
    await payment.getByRole('button', { name: 'Record Payment' }).click();
    await payment.waitFor({ state: 'detached' });
    await session.page.getByRole('region', { name: 'Balance and statement' }).getByText('N500.00 paid ahead', { exact: true }).waitFor();
    await screenshotBothSizes(session.page, 'money-sale-point-balance', 'money-sale-point-balance-phone');
  });
});
