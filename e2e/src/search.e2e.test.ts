import type { Page } from 'playwright-core';
import { P } from '@console/api/contract';
import { browserAndServer, collectPageErrors, screenshot, signIn, storedToken } from './support/browser';
import { apiCaller, enrolOverApi, type ApiCaller } from './support/server';
import { createEmployee } from './support/tour';

/**
 * Issue 16's header search in Chromium: "adebayo" typed without accents finds the employee
 * "Adébáyọ̀ Ògúnlèyé", the arrow and Enter open the record; a user who may view plans but not
 * employees gets the plans group and no employee group. Screenshots at 1366x850 and 390x844.
 */

const VIEWER = { username: 'plans.viewer@example.com', password: 'plans-viewer-pass-1' };

let employeeId: string;
let token: string | undefined;

const suite = browserAndServer();
const ok: ApiCaller = (url, body) => apiCaller(suite.server, () => token)(url, body);

/** Focuses the header search with Ctrl+K, as a user does, types `text` and answers the results list. */
async function searchFor(page: Page, text: string) {
  // Keys pressed before the header is drawn would go nowhere.
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor();
  await page.keyboard.press('Control+k');
  await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.keyboard.type(text);
  return page.getByRole('listbox', { name: 'Search results' });
}

describe('header search', () => {
  let page: Page;
  let errors: string[];

  it('finds "Adébáyọ̀ Ògúnlèyé" from "adebayo" and opens the record with the keyboard', async () => {
    page = await suite.browser.newPage({ viewport: { width: 1366, height: 850 } });
    errors = collectPageErrors(page);
    await signIn(page, suite.server.baseUrl);
    token = await storedToken(page);

    const { department } = await ok('/department/create', { name: 'Works', code: 'WRK', headOfDepartment: 'Ada Obi' });
    const employee = await createEmployee(
      ok,
      {
        staffId: 'SRCH-0001',
        confidentialFileId: '',
        name: 'Adébáyọ̀ Ògúnlèyé',
        sex: 'm',
        dob: Date.UTC(1980, 3, 12) / 1000,
        phone: '08031234567',
        email: 'adebayo@example.com',
        address: '12 Allen Avenue, Ikeja',
        nextOfKinName: 'Ngozi Okeke',
        nextOfKinPhone: '08037654321',
        salaryGradeLevel: 8,
        qualifications: 'B.Sc.',
        position: 'Engineer',
        status: 0,
        departmentId: department.id,
        appointmentDate: Date.UTC(2010, 0, 4) / 1000,
        firstPromotionDate: null,
        lastPromotionDate: null,
      },
      { lga: { name: 'ikeja' }, nationality: { code: 'NG' } },
    );
    employeeId = employee.id;

    const results = await searchFor(page, 'adebayo');
    const option = results.getByRole('option', { name: /Adébáyọ̀ Ògúnlèyé/ });
    await option.waitFor();
    await expect(results.getByRole('group').count()).resolves.toBe(1);
    await screenshot(page, 'search-results-1366');
    await page.keyboard.press('ArrowDown');
    await expect(option.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.server.baseUrl}/folder/employee/${employeeId}`);
    await page.getByRole('heading', { name: 'Employee Details' }).waitFor();
    await page.getByText('Adébáyọ̀ Ògúnlèyé').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a phone screen and says "No matches"', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Below tablet width the menu is a drawer, closed: the header has the width.
    await page.keyboard.press('/');
    await page.keyboard.type('ogunleye');
    await page.getByRole('option', { name: /Adébáyọ̀ Ògúnlèyé/ }).waitFor();
    const box = await page.getByRole('listbox', { name: 'Search results' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'search-results-390');
    await page.getByRole('combobox', { name: 'Search' }).fill('qqqxyz');
    await page.getByText('No matches').waitFor();
    await page.close();
  });

  it('shows a user who may not view employees no employee group', async () => {
    await ok('/services/internet/location/create', { code: 'ADB', name: 'Adebayo Road' });
    const { role } = await ok('/user/role/create', { name: 'Location viewers', rolePermissions: [{ permissionId: P.VIEW_LOCATIONS }] });
    await ok('/user/create', {
      firstname: 'Tolu',
      lastname: 'Viewer',
      phone: '08031234567',
      username: VIEWER.username,
      password: VIEWER.password,
      userRoles: [{ roleId: role.id }],
    });
    const context = await suite.browser.newContext({ viewport: { width: 1366, height: 850 } });
    const viewer = await context.newPage();
    const viewerErrors = collectPageErrors(viewer);
    // The viewer sets up their own one-time codes; a recovery code signs them in here.
    const { recoveryCodes } = await enrolOverApi(suite.server, VIEWER);
    await signIn(viewer, suite.server.baseUrl, VIEWER, recoveryCodes[0]);
    const results = await searchFor(viewer, 'adebayo');
    await results.getByRole('option', { name: /Adebayo Road/ }).waitFor();
    await expect(results.getByText('Locations', { exact: true }).count()).resolves.toBe(1);
    await expect(results.getByText('Employees', { exact: true }).count()).resolves.toBe(0);
    await expect(results.getByRole('option', { name: /Adébáyọ̀/ }).count()).resolves.toBe(0);
    await screenshot(viewer, 'search-location-viewer');
    expect(viewerErrors).toEqual([]);
    await context.close();
  });
});
