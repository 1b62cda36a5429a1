import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { closeAll, collectPageErrors, launchBrowser, screenshot, signIn } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';

let browser: Browser;
let server: RunningServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  const login = await server.api('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
  const department = await server.api(
    '/department/create',
    { name: 'Accounts', code: 'ACC', headOfDepartment: 'Bisi Ade' },
    login.data.auth.authorization,
  );
  expect(department.status).toBe(200);
  page = await browser.newPage({ acceptDownloads: true, viewport: { width: 1400, height: 1000 } });
  errors = collectPageErrors(page);
  await signIn(page, server.baseUrl);
});

afterAll(() => closeAll(page, server, browser));

const thisYear = new Date().getUTCFullYear();
const dialog = () => page.getByRole('dialog');
/** The employees list filtered by name, as a user searches it; answers the row of Chidinma Okafor. */
async function employeesNamed(text: string) {
  await page.goto(`${server.baseUrl}/folder/employee/all`);
  await page.getByRole('combobox', { name: 'Filter by' }).selectOption({ label: 'Name' });
  await page.getByRole('textbox', { name: 'Name' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  return page.getByRole('row', { name: /Chidinma Okafor/ });
}
const dialogField = (label: string) => dialog().getByLabel(new RegExp(`^${label}`));

/** Types a day into a date field key by key, dd/mm/yyyy, as a person in Nigeria writes it. */
async function typeDay(field: Locator, day: string) {
  await field.clear();
  await field.pressSequentially(day);
}
/** Saves the open dialog: its notice shows on the page and the dialog closes. */
async function saveDialog(notice: string) {
  await dialog().getByRole('button', { name: 'Save' }).click();
  await page.getByText(notice).waitFor();
  await dialog().waitFor({ state: 'detached' });
}

describe('HR area in Chromium', () => {
  it('creates an employee with the reference dropdowns', async () => {
    await page.goto(`${server.baseUrl}/folder/employee/create`);
    await page.getByRole('heading', { name: 'Create Employee' }).waitFor();
    await page.getByLabel(/^Name/).fill('Chidinma Okafor');
    await page.getByLabel(/^Sex/).selectOption({ label: 'Female' });
    await typeDay(page.getByLabel(/^Date of Birth/), '15/06/1984');
    await page
      .getByLabel(/^Phone/)
      .first()
      .fill('08031234567');
    await page.getByLabel(/^Nationality/).selectOption({ label: 'Nigerian' });
    await page.getByLabel(/^State of Origin/).selectOption({ label: 'Lagos' });
    await page.getByLabel(/^LGA/).selectOption({ label: 'Ikeja' });
    await page.getByLabel(/^Staff ID/).fill('E2E-0001');
    await page.getByLabel(/^Department/).selectOption({ label: 'Accounts' });
    await page.getByLabel(/^Current Designation/).fill('Accountant II');
    await page.getByLabel(/^Salary Grade Level/).fill('8');
    await typeDay(page.getByLabel(/^Appointment Date/), `02/01/${thisYear}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created successfully').waitFor();
  });

  it('filters the list by name and opens the details', async () => {
    await (await employeesNamed('chidinma')).click();
    await page.getByRole('heading', { name: 'Employee Details' }).waitFor();
    await page.getByText('Ikeja, Lagos').waitFor();
  });

  it('uploads a photo in Edit Data and shows it', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-')), 'portrait.jpg');
    await sharp({ create: { width: 1200, height: 1500, channels: 3, background: { r: 40, g: 110, b: 170 } } })
      .composite([{ input: Buffer.from('<svg width="1200" height="1500"><circle cx="600" cy="600" r="300" fill="#f2c9a0"/></svg>') }])
      .jpeg()
      .toFile(file);
    await page.getByRole('button', { name: 'Edit Data' }).click();
    await dialog().getByLabel('Photo').setInputFiles(file);
    await dialogField('Qualifications').fill('B.Sc. Accounting, ICAN');
    await saveDialog('Employee data updated');
    const photo = page.getByRole('img', { name: 'Photo of Chidinma Okafor' });
    await photo.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('img[alt="Photo of Chidinma Okafor"]') as HTMLImageElement | null;
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/employee\/photo\?file=.*&signature=/);
    await page.getByText('B.Sc. Accounting, ICAN').waitFor();
  });

  it('adds a promotion that shows in the table and in the dashboard chart', async () => {
    await page.getByRole('button', { name: 'Add Promotion' }).click();
    await typeDay(dialogField('Promotion Date'), `01/02/${thisYear}`);
    await dialogField('New Salary Grade Level').fill('9');
    await dialogField('New Designation').fill('Senior Accountant');
    await dialogField('Remark').fill('Annual review');
    await saveDialog('Promotion added');
    await page.getByRole('row', { name: /Senior Accountant/ }).waitFor();
    await page.getByText('Senior Accountant').first().waitFor();
  });

  it('updates the status, kept in the history', async () => {
    await page.getByRole('button', { name: 'Update Status' }).click();
    await dialogField('Status').selectOption({ label: 'On Study Leave' });
    await dialogField('Reason').fill('Masters programme');
    await saveDialog('Status updated');
    await page.getByRole('row', { name: /Masters programme/ }).waitFor();
    await screenshot(page, 'hr-employee-details');
  });

  it('shows the promotion and the new employee on the dashboard', async () => {
    await page.goto(`${server.baseUrl}/`);
    await page.getByText('Employees Due for Retirement').waitFor();
    await page.locator('svg path').first().waitFor();
    const table = page.getByRole('table', { name: 'New Employees and Promotions per year' });
    const row = table.getByRole('row', { name: new RegExp(`^${thisYear}`) });
    await row.waitFor({ state: 'attached' });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual([String(thisYear), '1', '1']);
    await screenshot(page, 'hr-dashboard');
  });

  it('downloads the export of the filtered list and reads it', async () => {
    await (await employeesNamed('okafor')).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Staff ID,Conf. File ID,Name,/);
    expect(lines[1]).toMatch(/^E2E-0001,,Chidinma Okafor,F,1984-06-15,/);
    expect(lines[1]).toContain('Senior Accountant');
    expect(lines[1]).toContain('On Study Leave');
    expect(errors).toEqual([]);
  });
});
