import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { uploadEmployeePhoto } from '@console/testing/photo-upload';
import { openSignedInSession, screenshot, screenshotBothSizes, type SignedInSession } from './support/browser';
import { ADMIN } from './support/server';

const HEADER =
  'Staff ID,Conf. File ID,Name,Sex,Date of Birth,Phone,Email,Address,Next of Kin,Next of Kin Phone,SGL,Qualifications,Current Designation,Status,Department,LGA,State,Nationality,Appointment Date,First Promotion Date,Last Promotion Date';
const row = (staffId: string, name: string, dob: string) =>
  `${staffId},,${name},F,${dob},08031234567,${staffId.toLowerCase()}@example.com,2 Broad Street,Bola Ade,,7,HND,Clerk,Active,Registry,Ikeja,Lagos,Nigerian,2015-03-02,,`;

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
  it('shows the bad row with its reason, then imports the corrected file and lists the employees', async () => {
    const { page } = session;
    await session.open('/folder/employee/all');
    await page.setViewportSize({ width: 1366, height: 850 });
    await screenshot(page, 'import-link-on-list-1366');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Import Employees' }).waitFor();

    await page
      .getByLabel('File')
      .setInputFiles(write('staff.csv', [row('IMP-001', 'Adaeze Nwosu', '1990-05-17'), row('IMP-002', 'Kemi Balogun', '1991-02-30')]));
    await page.getByText('1 row cannot be imported (of 2). Correct the file and choose it again.').waitFor();
    const bad = page.getByRole('table', { name: 'Rows that cannot be imported' }).getByRole('row', { name: /Kemi Balogun/ });
    await bad.getByText('Date of Birth: Enter a date from 1900 to 2100').waitFor();
    expect(await bad.getByRole('cell').first().textContent()).toBe('3');
    expect(await page.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    await screenshotBothSizes(page, 'import-bad-row-1366', 'import-bad-row-390');

    await page
      .getByLabel('File')
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
