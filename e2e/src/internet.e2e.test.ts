import type { Page } from 'playwright-core';
import { screenshot, signedInSuite } from './support/browser';

/**
 * The internet area on the real server: a location, a NAS, a profile allowing it, a prepaid plan
 * with a Monday-Friday 08:00:00-18:30:15 constraint, the 409 of a profile in use, and an instant
 * access plan counted by its sale points. The steps run in order and build on each other.
 */

const session = signedInSuite();

const open = (path: string) => session.open(path);
const field = (label: string) => session.page.getByLabel(new RegExp(`^${label}`));
const save = async (expected: string) => {
  await session.page.getByRole('button', { name: 'Save' }).click();
  await session.page.getByText(expected).waitFor();
};
/** Ticks a checklist entry by clicking its label, as a user does (the real input is visually hidden). */
const tick = async (name: string, scope = session.page.locator('body')) => {
  await scope.locator('label', { has: session.page.getByText(name, { exact: true }) }).click();
  expect(await scope.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
};

describe('internet administration', () => {
  it('creates a location from the menu', async () => {
    await session.page.getByRole('navigation').getByRole('link', { name: 'Locations' }).click();
    await session.page.waitForURL(`${session.server.baseUrl}/internet/locations/all`);
    await session.page.getByRole('link', { name: 'New Location' }).click();
    await field('Code').fill('e2e');
    await field('Name').fill('E2E Town');
    await save('Created successfully');
    await open('/internet/locations/all');
    await session.page.getByRole('cell', { name: 'E2E', exact: true }).waitFor();
  });

  it('creates a NAS', async () => {
    await open('/internet/nas/create');
    await field('Name').fill('e2e-router');
    await field('IP Address').fill('10.20.30.40');
    await field('Port').fill('1812');
    await field('Secret').fill('e2e-shared-secret');
    await field('Description').fill('E2E MikroTik');
    await save('Created successfully');
  });

  it('creates a profile that allows the NAS, picked by its nasname', async () => {
    await open('/internet/profile/create');
    await field('Name').fill('E2E Home');
    await field('Description').fill('Home users');
    await field('Rate Limit').fill('1M/2M');
    await tick('10.20.30.40');
    await save('Created successfully');
    await open('/internet/profile/all');
    const row = session.page.getByRole('row', { name: /E2E Home/ });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('10.20.30.40');
    await screenshot(session.page, 'internet-profiles');
  });

  it('creates a prepaid plan with the location', async () => {
    await open('/internet/plans/prepaid');
    await session.page.getByRole('link', { name: 'New Plan' }).click();
    await session.page.getByRole('heading', { name: 'New Prepaid Plan' }).waitFor();
    await field('Name').fill('E2E Gold');
    await field('Description').fill('Monthly prepaid');
    await field('Amount').fill('15000');
    await field('Validity').fill('30');
    await field('Profile').selectOption({ label: 'E2E Home' });
    await tick('E2E Town');
    await save('Created successfully');
    await open('/internet/plans/prepaid');
    const row = session.page.getByRole('row', { name: /E2E Gold/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['E2E Gold', 'Monthly prepaid', 'N15,000.00', '—', '—', '30 days', 'E2E Town', '']);
  });

  it('adds a Monday-Friday 08:00:00-18:30:15 constraint, stored with its seconds', async () => {
    await session.page
      .getByRole('row', { name: /E2E Gold/ })
      .getByRole('link', { name: 'Edit E2E Gold' })
      .click();
    await session.page.getByRole('heading', { name: 'Edit Prepaid Plan' }).waitFor();
    await session.page.getByRole('button', { name: 'New Constraint' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'New Constraint' });
    await dialog.getByLabel(/^Profile/).selectOption({ label: 'E2E Home' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await tick(day, dialog);
    await dialog.getByLabel('Start hour').selectOption('08');
    await dialog.getByLabel('End hour').selectOption('18');
    await dialog.getByLabel('End minute').selectOption('30');
    await dialog.getByLabel('End second').selectOption('15');
    await screenshot(session.page, 'internet-constraint-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const constraints = session.page.getByRole('region', { name: 'Constraints' });
    await constraints.getByRole('cell', { name: '18:30:15', exact: true }).waitFor();
    expect(await constraints.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      'E2E Home',
      '08:00:00',
      '18:30:15',
      'Mon, Tue, Wed, Thu, Fri',
      '',
    ]);
    await screenshot(session.page, 'internet-plan-edit');

    const planId = session.page.url().split('/').pop();
    const { data } = await session.server.api('/services/internet/plan', { id: planId }, await session.token());
    expect(data.plan.constraints).toEqual([expect.objectContaining({ days: [1, 2, 3, 4, 5], start: '08:00:00', end: '18:30:15' })]);
  });

  it('edits the plan, then deletes the constraint', async () => {
    await field('Description').fill('Monthly prepaid, weekdays');
    await save('Updated successfully');
    await session.page.reload();
    await expectValue(field('Description'), 'Monthly prepaid, weekdays');
    await session.page.getByRole('button', { name: 'Delete constraint 08:00:00-18:30:15' }).click();
    const confirm = session.page.getByRole('alertdialog');
    await confirm.getByText('Do you really want to delete this Constraint?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await session.page.getByText('No constraints.').waitFor();
  });

  it('refuses to delete the profile the plan uses, with the server message', async () => {
    await open('/internet/profile/all');
    await session.page.getByRole('button', { name: 'Delete E2E Home' }).click();
    const confirm = session.page.getByRole('alertdialog');
    await confirm.getByText('Do you really want to delete E2E Home?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('Profile E2E Home is still used by plan "E2E Gold". Nothing was deleted.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await session.page.getByRole('cell', { name: 'E2E Home', exact: true }).waitFor();
  });

  it('deletes the plan', async () => {
    await open('/internet/plans/prepaid');
    await session.page.getByRole('button', { name: 'Delete E2E Gold' }).click();
    await session.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await session.page.getByRole('cell', { name: 'E2E Gold', exact: true }).waitFor({ state: 'detached' });
  });

  it('shows the sale points of an instant-access plan by name', async () => {
    await open('/internet/salepoints/create');
    await field('Name').fill('E2E Kiosk');
    await field('Type').selectOption({ label: 'Instant Access' });
    await field('Location').selectOption({ label: 'E2E Town' });
    await save('Created successfully');

    await open('/internet/plans/instant-access/create');
    await field('Name').fill('E2E Hour');
    await field('Description').fill('One hour voucher');
    await field('Amount').fill('200');
    await field('Validity').fill('1');
    await field('Profile').selectOption({ label: 'E2E Home' });
    await field('Contract Value').fill('150');
    await field('Uptime').fill('60');
    await tick('E2E Kiosk');
    await save('Created successfully');

    await open('/internet/plans/prepaid');
    await session.page.getByRole('tab', { name: 'Instant Access Plans' }).click();
    await session.page.waitForURL(`${session.server.baseUrl}/internet/plans/instant-access`);
    const row = session.page.getByRole('row', { name: /E2E Hour/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'E2E Hour',
      'One hour voucher',
      'N200.00',
      'N150.00',
      '60 min',
      '1 day',
      'E2E Kiosk',
      '',
    ]);
    expect(await session.page.getByRole('columnheader', { name: 'SalePoints' }).count()).toBe(1);
    expect(await session.page.getByRole('columnheader', { name: 'Locations' }).count()).toBe(0);
    await screenshot(session.page, 'internet-plans-instant-access');
    expect(session.errors).toEqual([]);
  });
});

async function expectValue(locator: ReturnType<Page['getByLabel']>, value: string) {
  await locator.waitFor();
  expect(await locator.inputValue()).toBe(value);
}
