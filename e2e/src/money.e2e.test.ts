import type { Page } from 'playwright-core';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { screenshot, screenshotBothSizes, signedInSuite } from './support/browser';

/**
 * Issue 28's stories for subscribers on the real server: a plan sold for cash and its receipt
 * printed (A4 and an 80 mm roll), then the payment reversed with a reason, which the receipt shows.
 */

const session = signedInSuite();
// Form controls only: a notice is labelled by its text too.
const field = (label: string, scope: Page | ReturnType<Page['locator']> = session.page) =>
  scope.getByLabel(new RegExp(`^${label}`)).and(session.page.locator('input, select, textarea'));

describe('money: a plan sold for cash, its receipt and a reversal', () => {
  it('sells a plan for cash and prints the receipt', async () => {
    const { location } = await seedSalesCatalogue(session.ok);
    const { customer } = await session.ok('/services/internet/customer/create', {
      type: 1,
      firstName: 'Chioma',
      lastName: 'Eze',
      phone: '08031234567',
      locationId: location.id,
      username: 'chioma.eze',
      password: 'net-password-1',
    });
    await session.open(`/internet/customers/${customer.id}?tab=plans`);
    await session.page.getByRole('button', { name: 'Add Plan' }).click();
    const dialog = session.page.getByRole('dialog');
    await field('Plan', dialog).selectOption({ index: 1 });
    expect(await field('Paid By', dialog).inputValue()).toBe('cash');
    // A transfer asks for its reference; cash does not.
    await field('Paid By', dialog).selectOption({ label: 'Bank transfer' });
    await field('Reference', dialog).waitFor();
    await screenshot(session.page, 'money-add-plan-dialog');
    await field('Paid By', dialog).selectOption({ label: 'Cash' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText('Plan added').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await session.page.getByRole('tab', { name: 'Payments' }).click();
    const row = session.page.getByRole('row', { name: /Plan Home Monthly/ });
    await row.getByRole('cell', { name: 'N15,000.00' }).waitFor();
    await row.getByRole('link', { name: /^RCT-\d{4}-000001$/ }).click();
    const receipt = session.page.getByLabel(/^Receipt RCT-\d{4}-000001$/);
    await receipt.getByText('Received from').waitFor();
    await receipt.getByText('Chioma Eze').waitFor();
    expect(await receipt.locator('.receipt__total').textContent()).toBe('Total paidN15,000.00');
    await session.page.emulateMedia({ media: 'print' });
    await screenshot(session.page, 'money-receipt-a4-print');
    await session.page.emulateMedia({ media: 'screen' });
    await field('Paper').selectOption('roll');
    await session.page.emulateMedia({ media: 'print' });
    await screenshot(session.page, 'money-receipt-roll-print');
    await session.page.emulateMedia({ media: 'screen' });
  });

  it('reverses the payment with a reason, and the receipt says so', async () => {
    await session.page.getByRole('button', { name: 'Back' }).click();
    const row = session.page.getByRole('row', { name: /Plan Home Monthly/ });
    await row.getByRole('button', { name: 'Reverse' }).click();
    const dialog = session.page.getByRole('dialog');
    await field('Reason', dialog).fill('Paid twice at the desk');
    await dialog.getByRole('button', { name: 'Reverse Payment' }).click();
    await session.page.getByText('Payment reversed').first().waitFor();
    await session.page.getByRole('cell', { name: 'Reversal: Paid twice at the desk' }).waitFor();
    await screenshotBothSizes(session.page, 'money-customer-payments', 'money-customer-payments-390');
    await session.page
      .getByRole('row', { name: /Plan Home Monthly \(reversed\)/ })
      .getByRole('link')
      .click();
    await session.page
      .getByRole('status')
      .getByText(/^REVERSED .*: Paid twice at the desk$/)
      .waitFor();
  });
});
