import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { uploadEmployeePhoto } from '@console/testing/photo-upload';
import { DESKTOP_SIZE, PHONE_SIZE, openSignedInSession, screenshot, screenshotBothSizes, type SignedInSession } from './support/browser';
import { ADMIN } from './support/server';

const HEADER =
  'Staff ID,Conf. File ID,Name,Sex,Date of Birth,Phone,Email,Address,Next of Kin,Next of Kin Phone,SGL,Qualifications,Current Designation,Status,Department,LGA,State,Nationality,Appointment Date,First Promotion Date,Last Promotion Date';
const row = (staffId: string, name: string, dob: string) =>
  `${staffId},,${name},F,${dob},08031234567,${staffId.toLowerCase()}@example.com,2 Broad Street,Bola Ade,,7,HND,Clerk,Active,Registry,Ikeja,Lagos,Nigerian,2015-03-02,,`;

/**
 * The axe rules the page breaks seriously or critically, by id and help text. axe-core's own script is
 * put in the page: @axe-core/playwright wants a page of a context of its own, and this session's is not.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag, which the console's Content-Security-Policy refuses.
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const { violations } = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run());
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

let session: SignedInSession;
let folder: string;

const write = (name: string, lines: string[]) => {
  const file = path.join(folder, name);
  fs.writeFileSync(file, `${[HEADER, ...lines].join('\n')}\n`);
  return file;
};

beforeAll(async () => {
  session = await openSignedInSession();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'import-e2e-'));
  const login = await session.server.api('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
  const department = await session.server.api('/department/create', { name: 'Registry', code: 'REG' }, login.data.auth.authorization);
  expect(department.status).toBe(200);
});

afterAll(async () => {
  await session?.close();
});

describe('Employee import and the printable record in Chromium', () => {
  it("previews the rows with the bad one's reason at its cell, then imports the corrected file and lists the employees", async () => {
    const { page } = session;
    await session.open('/folder/employee/all');
    await page.setViewportSize({ width: 1366, height: 850 });
    await screenshot(page, 'import-link-on-list-1366');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Import Employees' }).waitFor();

    await page
      .getByLabel('File', { exact: true })
      .setInputFiles(write('staff.csv', [row('IMP-001', 'Adaeze Nwosu', '1990-05-17'), row('IMP-002', 'Kemi Balogun', '1991-02-30')]));
    await page.getByText('1 row of 2 cannot be imported; 1 row can. Correct the file and choose it again, or import the valid rows only.').waitFor();
    const preview = page.getByRole('table', { name: 'Rows in the file' });
    await preview
      .getByRole('row', { name: /Adaeze Nwosu/ })
      .getByText('Can be imported')
      .waitFor();
    const bad = preview.getByRole('row', { name: /Kemi Balogun/ });
    await bad.getByText('Enter a date from 1900 to 2100').waitFor();
    expect(await bad.getByRole('cell').first().textContent()).toBe('Row 31 problem');
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Import the 1 valid row' }).isEnabled()).toBe(true);
    await screenshotBothSizes(page, 'import-preview-1366', 'import-preview-390');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page
      .getByLabel('File', { exact: true })
      .setInputFiles(write('fixed.csv', [row('IMP-001', 'Adaeze Nwosu', '1990-05-17'), row('IMP-002', 'Kemi Balogun', '1991-02-28')]));
    await page.getByText('2 rows checked; every row can be imported.').waitFor();
    await page.getByRole('button', { name: 'Import 2 employees' }).click();
    await page.getByText('Imported 2 employees.').waitFor();
    await screenshotBothSizes(page, 'import-done-1366', 'import-done-390');

    await page.getByRole('link', { name: 'See the employees' }).click();
    await page.getByRole('row', { name: /Adaeze Nwosu/ }).waitFor();
    await page.getByRole('row', { name: /Kemi Balogun/ }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('downloads the template, imports the valid rows only and saves the rejected ones with their reasons', async () => {
    const { page } = session;
    // At the phone's size from the start: a list keeps the layout it appeared with, and the preview should be seen as cards.
    await page.setViewportSize(PHONE_SIZE);
    await session.open('/folder/employee/import');
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template (.xlsx)' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('employee-import-template.xlsx');
    expect(
      fs
        .readFileSync(await template.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await page
      .getByLabel('File', { exact: true })
      .setInputFiles(
        write('mixed.csv', [row('IMP-003', 'Tunde Bello', '21/04/1987'), row('IMP-004', 'Ngozi Eze', '1985-07-09').replace('Registry', 'Nowhere')]),
      );
    await page.getByText('no department named "Nowhere"').waitFor();
    await screenshot(page, 'import-preview-cards-390');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Import the 1 valid row' }).click();
    await page.getByText('Imported 1 employee.').waitFor();
    const link = page.getByRole('link', { name: 'Download the rejected row with its reasons (CSV)' });
    const [rejected] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(rejected.suggestedFilename()).toBe('mixed-rejected.csv');
    const lines = fs
      .readFileSync(await rejected.path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(`\uFEFF${HEADER},Reason`);
    expect(lines[1]).toMatch(/^IMP-004,.*,Nowhere,.*,"Row 3: Department: no department named ""Nowhere""/);
    await screenshot(page, 'import-valid-rows-done-390');
    await page.setViewportSize(DESKTOP_SIZE);
    await screenshot(page, 'import-valid-rows-done-1366');
    expect(session.errors).toEqual([]);
  });

  it('prints the record with its photo and nothing of the console around it', async () => {
    const { page, server } = session;
    const login = await server.api('/auth/login', { username: ADMIN.username, password: ADMIN.password, code: '' });
    const token = login.data.auth.authorization;
    const list = await server.api('/employees', { offset: 0, limit: 10, criteria: { staffId: 'IMP-001' } }, token);
    const employeeId = list.data.employees[0].id;
    const photo = await sharp({ create: { width: 600, height: 750, channels: 3, background: { r: 40, g: 110, b: 170 } } })
      .composite([{ input: Buffer.from('<svg width="600" height="750"><circle cx="300" cy="300" r="160" fill="#f2c9a0"/></svg>') }])
      .jpeg()
      .toBuffer();
    const uploaded = await uploadEmployeePhoto(server.baseUrl, token, employeeId, photo, 'portrait.jpg');
    expect(uploaded.status).toBe(200);

    await session.open(`/folder/employee/${employeeId}`);
    await page.getByRole('link', { name: 'Print' }).click();
    await page.getByRole('heading', { name: 'Print Employee Record' }).waitFor();
    const picture = page.getByRole('img', { name: 'Photo of Adaeze Nwosu' });
    await picture.waitFor();
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
    await screenshot(page, 'print-record-screen-1366');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await picture.isVisible()).toBe(true);
    await page.getByText('Staff ID IMP-001 · Registry').waitFor();
    await screenshot(page, 'print-record-paper-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'print-record-paper-390');
    await page.emulateMedia({ media: 'screen' });
    await screenshot(page, 'print-record-screen-390');
    await page.setViewportSize({ width: 1366, height: 850 });
    expect(session.errors).toEqual([]);
  });
});
