import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, screenshot, signIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { adminCaller, createEmployee } from './support/tour';

const ROOT = path.resolve(__dirname, '../..');
const XSS = '<img src=x onerror=alert(1)>';
// Location and plan names hold at most 20 characters (spec section 5): the same attack, shorter.
const SHORT_XSS = '<svg onload=alert()>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Markup that would run if a value had been written into the page as HTML. */
const injected = (page: Page) => page.evaluate(() => document.querySelectorAll('img[src="x"], svg[onload], [onerror]').length);

describe('script in stored names', () => {
  let server: RunningServer;
  let page: Page;
  const dialogs: string[] = [];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startServer();
    const ok = await adminCaller(server);
    ids.location = (await ok('/services/internet/location/create', { code: 'XSS', name: SHORT_XSS })).location.id;
    const profile = (
      await ok('/services/internet/profile/create', { name: 'XSS profile', description: XSS, rateLimit: '1M/2M', ipPool: '', nasProfiles: [] })
    ).profile;
    ids.plan = (
      await ok('/services/internet/plan/create', { type: 1, name: SHORT_XSS, description: XSS, profileId: profile.id, amount: 1000, validity: 30 })
    ).plan.id;
    const department = (await ok('/department/create', { name: 'Scripts', code: 'XSS', headOfDepartment: XSS })).department;
    const employee = await createEmployee(ok, { staffId: 'XSS-1', name: XSS, position: XSS, departmentId: department.id });
    ids.employee = employee.id;
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, server.baseUrl);
  });
  afterAll(async () => {
    await page?.close();
    await server?.stop();
  });

  const visit = async (url: string, texts: string[]) => {
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}${url}`);
    for (const text of texts) await page.getByText(text, { exact: true }).first().waitFor();
    expect([url, await injected(page), dialogs, errors]).toEqual([url, 0, [], []]);
  };

  it('shows a location, a plan and an employee named with markup as text, on lists and record pages', async () => {
    await visit('/internet/locations/all', [SHORT_XSS]);
    await visit('/internet/plans/prepaid', [SHORT_XSS, XSS]);
    await visit('/folder/employee/all', [XSS]);
    await screenshot(page, 'xss-employees');
    await visit(`/folder/employee/${ids.employee}`, [XSS]);
    await page.goto(`${server.baseUrl}/internet/plans/prepaid/${ids.plan}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe(SHORT_XSS);
    expect(await page.getByLabel(/^Description/).inputValue()).toBe(XSS);
    await page.goto(`${server.baseUrl}/internet/locations/${ids.location}`);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe(SHORT_XSS);
    expect([await injected(page), dialogs]).toEqual([0, []]);
  });

  it('shows the same names as text in the audit trail', async () => {
    await visit('/security/audit', []);
    await page.getByText(`name: ${XSS}`, { exact: false }).first().waitFor();
    await screenshot(page, 'xss-audit');
    expect([await injected(page), dialogs]).toEqual([0, []]);
  });
});

describe('a remote whose files are broken', () => {
  let server: RunningServer;
  let appsRoot: string;

  beforeAll(async () => {
    // A copy of the built apps: mf-internet's entry file is garbage, mf-security's exposed chunks are gone.
    appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'console-apps-'));
    for (const app of ['shell', 'mf-auth', 'mf-hr', 'mf-internet', 'mf-security']) {
      fs.cpSync(path.join(ROOT, app, 'dist'), path.join(appsRoot, app, 'dist'), { recursive: true });
    }
    // Their precompressed copies too (docs/performance.md): the server would send those instead.
    for (const copy of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(appsRoot, 'mf-internet/dist', copy), { force: true });
    fs.writeFileSync(path.join(appsRoot, 'mf-internet/dist/remoteEntry.js'), 'this is not javascript {{{ (');
    // The chunks of the modules it exposes (its routes, its settings page): its entry loads, its pages cannot.
    for (const file of fs.readdirSync(path.join(appsRoot, 'mf-security/dist'))) {
      if (/^__federation_expose_.+\.js(\.br|\.gz)?$/.test(file)) fs.rmSync(path.join(appsRoot, 'mf-security/dist', file));
    }
    server = await startServer({ APPS_ROOT: appsRoot });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(appsRoot, { recursive: true, force: true });
  });

  it('shows the error panel for each broken area while the menu, the dashboard and the other areas work', async () => {
    const page = await browser.newPage();
    await signIn(page, server.baseUrl);
    for (const [url, area] of [
      ['/internet/locations/all', 'Internet'],
      ['/security/users/all', 'Security'],
    ]) {
      await page.goto(`${server.baseUrl}${url}`);
      await page.getByText(new RegExp(`${area} area could not be loaded`, 'i')).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
    }
    await screenshot(page, 'broken-remote');
    await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).click();
    await page.waitForURL(`${server.baseUrl}/folder/employee/all`);
    await page.getByRole('heading', { name: /Employees/ }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page
      .getByText(/Dashboard|Welcome/)
      .first()
      .waitFor();
    expect(await page.getByText(/could not be loaded/i).count()).toBe(0);
    await page.close();
  });
});
