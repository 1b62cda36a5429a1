import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { createDatabase } from '../../server/src/db/create-database';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { DESKTOP_SIZE, PHONE_SIZE, screenshot, screenshotBothSizes, signedInSuite } from './support/browser';

/**
 * Issue 29's data quotas on the screens, in Chromium on the real server (docs/radius.md "Data
 * quotas"): a prepaid plan with a daily 1 GB quota and the fair-use action made through the plan
 * form (fair use without its profile refused at that field, then fixed), sold to a subscriber, whose
 * overview shows what the day used and left; a voucher batch of an instant-access plan with a quota,
 * whose Data Quota column shows the same. The usage is an open session at its last interim update,
 * written into radacct as FreeRADIUS writes it; the counter's trigger (0024) adds it to radius_usage.
 */

const session = signedInSuite();
const MB = 1_048_576;
let customerId = '';
let batchId = '';
let pin = '';

/** axe-core's serious and critical findings on the page as it is now, as the notices suite counts them. */
async function seriousFindings(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  // Evaluated rather than added as a script tag, which the console's content security policy refuses.
  await page.evaluate(fs.readFileSync(require.resolve('axe-core'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const { violations: found } = await (
      window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ html: string }> }> }> } }
    ).axe.run();
    return found.map(({ id, impact, nodes }) => ({ id, impact, html: nodes.map((n) => n.html).join(', ') }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.html}`);
}

/** Writes into the server's database, as FreeRADIUS and the sales would have. */
async function inDatabase(write: (db: ReturnType<typeof createDatabase>['db']) => Promise<unknown>): Promise<void> {
  const handle = createDatabase({ databaseUrl: null, dataDir: session.server.dataDir });
  try {
    await write(handle.db);
  } finally {
    await handle.close();
  }
}

const now = () => Math.floor(Date.now() / 1000);

/** An open session of `login` started an hour ago, at its last interim update: `upMb` sent, `downMb` received. */
const openSession = (login: string, upMb: number, downMb: number) =>
  inDatabase((db) =>
    db
      .insertInto('radacct')
      .values({
        acctsessionid: `${login}-1`,
        acctuniqueid: `${login}-1`,
        username: login,
        nasipaddress: '10.60.0.1',
        acctstarttime: now() - 3600,
        acctupdatetime: now() - 60,
        acctsessiontime: 3540,
        acctinputoctets: upMb * MB,
        acctoutputoctets: downMb * MB,
      } as never)
      .execute(),
  );

describe('data quotas: the plan form, the subscriber overview and the voucher batch', () => {
  beforeAll(async () => {
    const { location, profile, salePoint } = await seedSalesCatalogue(session.ok);
    await session.ok('/services/internet/profile/create', {
      name: 'Fair use 512k',
      description: 'After the quota',
      rateLimit: '512k/512k',
      ipPool: 'home',
      nasProfiles: [],
    });
    const { plan: instant } = await session.ok('/services/internet/plan/create', {
      type: 2,
      name: 'Day 500 MB',
      description: '500 MB for a day',
      profileId: profile.id,
      amount: 300,
      validity: 1,
      contractValue: 250,
      uptime: 1440,
      quotaTotalMb: 500,
      quotaReset: 'period',
      salePointPlans: [{ salePoint: { id: salePoint.id } }],
    });
    const { batch } = await session.ok('/services/internet/voucher/batch/create', {
      planId: instant.id,
      salePointId: salePoint.id,
      count: 2,
      pinLength: 10,
    });
    batchId = batch.id;
    const { vouchers } = await session.ok('/services/internet/vouchers', { criteria: { batchId } });
    pin = vouchers[0].pin;
    const { customer } = await session.ok('/services/internet/customer/create', {
      type: 1,
      firstName: 'Amaka',
      lastName: 'Nwosu',
      phone: '08031234569',
      locationId: location.id,
      username: 'amaka.nwosu',
      password: 'net-password-1',
    });
    customerId = customer.id;
  });

  it('creates a plan with a daily quota and fair use, refusing fair use without its profile at that field', async () => {
    await session.open('/internet/plans/prepaid/create');
    const field = (label: string) => session.page.getByLabel(new RegExp(`^${label}`));
    await field('Name').fill('Daily 1 GB');
    await field('Description').fill('1 GB a day, then 512k');
    await field('Amount').fill('8000');
    await field('Validity').fill('30');
    await field('Profile').first().selectOption({ label: 'Home 2M' });
    await field('Data Quota').fill('1024');
    await field('Quota Resets').selectOption({ label: 'Daily, at midnight' });
    await field('At the Quota').selectOption({ label: 'Drop to the fair-use profile until the reset' });
    await session.page.locator('label', { has: session.page.getByText('Ikeja', { exact: true }) }).click();
    await session.page.getByRole('button', { name: 'Save' }).click();
    // The server's refusal, shown at the field it is about: the select's own error message.
    await session.page.getByText('Choose the profile a subscriber drops to at the quota').waitFor();
    const fairUse = field('Fair-Use Profile');
    expect(await fairUse.getAttribute('aria-invalid')).toBe('true');
    const message = await fairUse.evaluate((select) => document.getElementById(select.getAttribute('aria-errormessage') ?? '')?.textContent);
    expect(message).toBe('Choose the profile a subscriber drops to at the quota');
    await fairUse.scrollIntoViewIfNeeded();
    await screenshotBothSizes(session.page, 'data-quota-plan-form', 'data-quota-plan-form-phone');
    expect(await seriousFindings(session.page)).toEqual([]);
    await field('Fair-Use Profile').selectOption({ label: 'Fair use 512k' });
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText('Created successfully').first().waitFor();

    const { plans } = await session.ok('/services/internet/plans', { criteria: { type: 1 } });
    const plan = plans.find((p: { name: string }) => p.name === 'Daily 1 GB');
    expect(plan).toMatchObject({ quotaTotalMb: 1024, quotaReset: 'daily', quotaAction: 'fair-use', fairUseProfile: { name: 'Fair use 512k' } });
    await session.ok('/services/internet/customer/plan/create', {
      customerId,
      planId: plan.id,
      method: 'cash',
      idempotencyKey: `e2e-data-quota-${Date.now()}`,
    });
  });

  it("shows a subscriber's data quota: what is left, the quota and what the day used", async () => {
    await openSession('amaka.nwosu', 50, 350);
    // The plan sold two hours ago (a sale cannot start in the past), so the session is the plan's.
    await inDatabase((db) =>
      db
        .updateTable('subscriptions')
        .set({ startAt: now() - 7200 })
        .where('customerId', '=', customerId)
        .execute(),
    );
    await session.open(`/internet/customers/${customerId}`);
    const card = session.page.getByRole('region', { name: 'Data quota' });
    await card.getByText('624.0 MB left').waitFor();
    await card.getByText('Quota: 1.0 GB a day').waitFor();
    await card.getByText('This period: 400.0 MB used (350.0 MB down, 50.0 MB up)').waitFor();
    // The Data used card counts the same session as the plan's.
    await session.page.getByRole('region', { name: 'Data used' }).getByText('400.0 MB', { exact: true }).waitFor();
    await screenshotBothSizes(session.page, 'data-quota-overview', 'data-quota-overview-phone');
    expect(await seriousFindings(session.page)).toEqual([]);
  });

  it("shows each voucher's data quota on its batch's page", async () => {
    // The voucher first used an hour ago, by the session.
    await inDatabase((db) =>
      db
        .updateTable('vouchers')
        .set({ activatedAt: now() - 3600, expiresAt: now() - 3600 + 86_400 })
        .where('pin', '=', pin)
        .execute(),
    );
    await openSession(pin, 100, 500);
    await session.open(`/internet/vouchers/${batchId}`);
    const table = session.page.getByRole('table', { name: 'Vouchers' });
    const used = table.getByRole('cell', {
      name: "600.0 MB used (500.0 MB down, 100.0 MB up) of 500.0 MB over the plan's validity; Used up: refused until the plan is renewed",
    });
    await used.waitFor();
    expect(await table.getByRole('row').nth(1).getByRole('cell').nth(2).textContent()).toBe('Active');
    await table.getByRole('cell', { name: "0 B used (0 B down, 0 B up) of 500.0 MB over the plan's validity; 500.0 MB left" }).waitFor();
    await screenshot(session.page, 'data-quota-batch');
    // On a phone the table scrolls sideways: the shot shows it scrolled to the Data Quota column.
    await session.page.setViewportSize(PHONE_SIZE);
    await used.scrollIntoViewIfNeeded();
    await screenshot(session.page, 'data-quota-batch-phone');
    await session.page.setViewportSize(DESKTOP_SIZE);
    expect(await seriousFindings(session.page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
