import { openSignedInSession, screenshot, screenshotBothSizes, type SignedInSession } from './support/browser';

let session: SignedInSession;
let employeeId: string;
let token: string;

const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  session = await openSignedInSession();
  const { server } = session;
  token = (await server.api('/auth/login', { username: 'admin@example.com', password: 'admin-password-1', code: '' })).data.auth.authorization;
  const department = await server.api('/department/create', { name: 'Records', code: 'REC', headOfDepartment: 'Bisi Ade' }, token);
  const [lgas, nationalities] = await Promise.all([server.api('/employee/lgas', {}, token), server.api('/employee/nationalities', {}, token)]);
  const created = await server.api(
    '/employee/create',
    {
      staffId: 'REC-0001',
      confidentialFileId: '',
      name: 'Ọláolúwa Bánkọ́lé',
      sex: 'm',
      // Turns 60 this year: due for retirement.
      dob: `${thisYear - 60}-03-01`,
      phone: '08031234567',
      email: 'olaoluwa@example.com',
      address: '3 Marina, Lagos',
      nextOfKinName: 'Tolu Bankole',
      nextOfKinPhone: '08037654321',
      salaryGradeLevel: 8,
      qualifications: 'B.Sc.',
      position: 'Officer',
      departmentId: department.data.department.id,
      lgaId: lgas.data.lgas[0].id,
      nationalityId: nationalities.data.nationalities[0].id,
      appointmentDate: '1995-01-02',
    },
    token,
  );
  expect(created.status).toBe(200);
  employeeId = created.data.employee.id;
  for (const [promotionDate, salaryGradeLevel, designation] of [
    ['2005-01-01', 9, 'Senior Officer'],
    ['2012-01-01', 10, 'Principal Officer'],
  ] as const) {
    const promoted = await server.api('/employee/promotion/create', { employeeId, promotionDate, salaryGradeLevel, designation, remark: '' }, token);
    expect(promoted.status).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await session?.close();
});

describe('Records people can correct, in Chromium', () => {
  it('voids a promotion with a reason: struck through in the details, the level back, and in the History tab', async () => {
    const { page } = session;
    await session.open(`/folder/employee/${employeeId}`);
    await page.getByText('Principal Officer').first().waitFor();

    await page.getByRole('button', { name: 'Void promotion of 01/01/2012 to SGL 10' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void promotion' });
    await dialog.getByLabel(/^Reason/).fill('Entered twice by mistake');
    await page.setViewportSize({ width: 1366, height: 850 });
    await screenshot(page, 'records-void-dialog');
    await dialog.getByRole('button', { name: 'Void' }).click();
    await page.getByText('The promotion of 01/01/2012 to SGL 10 was voided.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row', { name: /Principal Officer/ });
    expect(await row.locator('s', { hasText: 'Principal Officer' }).count()).toBe(1);
    await row.getByText('Entered twice by mistake (admin@example.com', { exact: false }).waitFor();
    // The level and designation are the remaining promotion's again.
    const jobData = page.getByRole('heading', { name: 'Job Data' }).locator('..');
    await jobData.getByText('Senior Officer').waitFor();
    await screenshot(page, 'records-employee-details-1366');

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await history
      .getByRole('row', { name: /Promotion updated/ })
      .first()
      .waitFor();
    const voidLine = history.getByRole('row', { name: /Void reason: — → Entered twice by mistake/ });
    expect(await voidLine.count()).toBe(1);
    await screenshotBothSizes(page, 'records-history-1366', 'records-history-390');
  });

  it('opens the list behind a dashboard card and exports it', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 850 });
    await session.open('/');
    await page.getByRole('button', { name: 'Show who: Employees Due for Retirement' }).click();
    const list = page.getByRole('table', { name: 'Employees due for retirement' });
    const row = list.getByRole('row', { name: /Ọláolúwa Bánkọ́lé/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['REC-0001', 'Ọláolúwa Bánkọ́lé', 'Records', `01/03/${thisYear}`, 'Age 60']);
    expect(page.url()).toContain('?list=due-for-retirement');
    await screenshot(page, 'records-dashboard-list-1366');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^due-for-retirement-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'records-dashboard-list-390');
    // The name opens the employee's page.
    await row.getByRole('link', { name: 'Ọláolúwa Bánkọ́lé' }).click();
    await page.getByRole('heading', { name: 'Employee Details' }).waitFor();
  });

  it('shows a status dated after today as scheduled in the list', async () => {
    const { page, server } = session;
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const scheduled = await server.api('/employee/status/update', { id: employeeId, status: 1, effectiveDate: inTenDays, reason: 'Retires' }, token);
    expect(scheduled.data.employee.status).toBe(0);
    await page.setViewportSize({ width: 1366, height: 850 });
    await session.open('/folder/employee/all');
    const shown = `Active (Retired from ${inTenDays.slice(8, 10)}/${inTenDays.slice(5, 7)}/${inTenDays.slice(0, 4)})`;
    await page
      .getByRole('row', { name: /REC-0001/ })
      .getByText(shown)
      .waitFor();
    await screenshot(page, 'records-employee-list-1366');
  });

  it('names the records of the audit trail and links to them', async () => {
    const { page } = session;
    await session.open('/security/audit');
    const link = page.getByRole('link', { name: 'Ọláolúwa Bánkọ́lé (REC-0001)' }).first();
    await link.waitFor();
    await page.getByText('Previous status: Active; Status: Retired', { exact: false }).first().waitFor();
    await screenshot(page, 'records-audit-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'records-audit-390');
    await link.click();
    await page.getByRole('heading', { name: 'Employee Details' }).waitFor();
    expect(page.url()).toContain(`/folder/employee/${employeeId}`);
    expect(session.errors).toEqual([]);
  });
});
