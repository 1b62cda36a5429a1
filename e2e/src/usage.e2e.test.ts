import { createDatabase } from '../../server/src/db/create-database';
import { dayStart, localDay, readClock } from '../../server/src/money/revenue-days';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { DESKTOP_SIZE, PHONE_SIZE, screenshot, signedInSuite } from './support/browser';

/**
 * Issue 29's "Usage people can read" in Chromium on the real server: a subscriber's plan with a
 * 10 GB quota, twelve days into its period, on its Usage tab (the chart with the quota line, the
 * summary and the table), its CSV; a NAS's 30 days from the NAS list. The accounting is written
 * into the server's database as FreeRADIUS and its counter (0024) would have written it: sessions
 * in radacct, each day's bytes in radius_usage.
 */

const session = signedInSuite();
const GB = 2 ** 30;
const DAYS_IN = 12;
let customerId = '';
const consoleErrors: string[] = [];

describe('usage per day: a subscriber and a NAS', () => {
  beforeAll(async () => {
    session.page.on('console', (message) => {
      // nivo says what it could not draw (a negative width, a NaN position) as errors on the console.
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const { location, profile } = await seedSalesCatalogue(session.ok);
    const { plan } = await session.ok('/services/internet/plan/create', {
      type: 1,
      name: 'Home 10 GB',
      description: '10 GB a month',
      profileId: profile.id,
      amount: 12000,
      validity: 30,
      locationPlans: [{ location: { id: location.id } }],
      quotaTotalMb: 10 * 1024,
      quotaReset: 'period',
    });
    const { customer } = await session.ok('/services/internet/customer/create', {
      type: 1,
      firstName: 'Chidi',
      lastName: 'Eze',
      phone: '08031234567',
      locationId: location.id,
      username: 'chidi.eze',
      password: 'net-password-1',
    });
    customerId = customer.id;
    await session.ok('/services/internet/customer/plan/create', {
      customerId,
      planId: plan.id,
      method: 'cash',
      idempotencyKey: `e2e-usage-${Date.now()}`,
    });
    const { nas } = await session.ok('/services/internet/nas/create', {
      nasname: '10.40.0.1',
      shortname: 'lekki-edge',
      ports: 1812,
      secret: 'a-long-nas-secret-1',
      description: 'Lekki',
    });

    const handle = createDatabase({ databaseUrl: null, dataDir: session.server.dataDir });
    try {
      const { db } = handle;
      const clock = await readClock(db);
      const today = localDay(clock, Math.floor(Date.now() / 1000));
      // The plan sold today, moved twelve days back (a sale cannot start in the past).
      const back = DAYS_IN * 86_400;
      const sold = await db
        .selectFrom('subscriptions')
        .select(['id', 'startAt', 'endAt'])
        .where('customerId', '=', customerId)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('subscriptions')
        .set({ startAt: Number(sold.startAt) - back, endAt: Number(sold.endAt) - back })
        .where('id', '=', sold.id)
        .execute();
      const sessionRow = (id: string, login: string, day: number, bytesIn: number, bytesOut: number, nasId: string | null) => ({
        acctsessionid: id,
        acctuniqueid: id,
        username: login,
        nasipaddress: '10.40.0.1',
        nasId,
        acctstarttime: dayStart(clock, day) + 8 * 3600,
        acctupdatetime: dayStart(clock, day) + 11 * 3600,
        acctstoptime: dayStart(clock, day) + 11 * 3600,
        acctsessiontime: 3 * 3600,
        acctinputoctets: bytesIn,
        acctoutputoctets: bytesOut,
        acctterminatecause: 'User-Request',
      });
      const rows = [];
      const counter = [];
      for (let i = 0; i <= DAYS_IN; i++) {
        const day = today - DAYS_IN + i;
        // A weekend-shaped month: more on some days, nothing on one.
        const down = i === 4 ? 0 : Math.round((0.3 + ((i * 37) % 10) / 16) * GB);
        const up = Math.round(down / 9);
        if (down > 0) rows.push(sessionRow(`chidi-${i}`, 'chidi.eze', day, up, down, nas.id));
        if (down > 0) counter.push({ username: 'chidi.eze', day, inputOctets: up, outputOctets: down });
      }
      // Other subscribers through the same NAS over its 30 days.
      for (let i = 0; i < 30; i++)
        for (const [n, login] of ['ada.obi', 'bola.ade', 'tunde.ola'].entries())
          if ((i + n) % 3 !== 0)
            rows.push(sessionRow(`${login}-${i}`, login, today - 29 + i, (n + 1) * 40_000_000, (n + 2) * 300_000_000 + i * 10_000_000, nas.id));
      await db
        .insertInto('radacct')
        .values(rows as never)
        .execute();
      // What the counter holds is each day's, not today's (the rows above were written now).
      await db.deleteFrom('radiusUsage').execute();
      await db.insertInto('radiusUsage').values(counter).execute();
    } finally {
      await handle.close();
    }
  });

  it("shows a subscriber's usage per day with the quota line, the summary and the table, and exports it", async () => {
    await session.open(`/internet/customers/${customerId}?tab=usage`);
    await session.page.getByRole('heading', { name: /^Home 10 GB: / }).waitFor();
    await session.page.getByText("Quota: 10.0 GB of download and upload, over the plan's period.", { exact: false }).waitFor();
    await session.page.getByRole('table', { name: 'Usage per day' }).waitFor();
    await session.page.locator('svg text', { hasText: 'Quota: 10.0 GB download and upload' }).waitFor();
    await screenshot(session.page, 'usage-subscriber');
    expect(consoleErrors).toEqual([]);
    // The chart measures its box when it is drawn: the phone's is drawn at the phone's width.
    await session.page.setViewportSize(PHONE_SIZE);
    await session.page.reload();
    await session.page.locator('svg text', { hasText: 'Quota: 10.0 GB download and upload' }).waitFor();
    await screenshot(session.page, 'usage-subscriber-phone', { fullPage: false });
    await session.page.setViewportSize(DESKTOP_SIZE);
    const download = session.page.waitForEvent('download');
    await session.page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^usage-chidi\.eze-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  });

  it("opens a NAS's 30 days from the NAS list", async () => {
    await session.open('/internet/nas/all');
    await session.page.getByRole('link', { name: 'Usage of lekki-edge' }).click();
    await session.page.getByRole('heading', { name: 'Usage of lekki-edge (10.40.0.1)' }).waitFor();
    await session.page.getByRole('table', { name: 'Sessions and traffic per day' }).waitFor();
    await session.page
      .locator('svg text', { hasText: / (MB|GB)$/ })
      .first()
      .waitFor();
    await screenshot(session.page, 'usage-nas');
    await session.page.setViewportSize(PHONE_SIZE);
    await session.page.reload();
    await session.page
      .locator('svg text', { hasText: / (MB|GB)$/ })
      .first()
      .waitFor();
    await screenshot(session.page, 'usage-nas-phone', { fullPage: false });
    await session.page.setViewportSize(DESKTOP_SIZE);
    expect(session.errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
