import ExcelJS from 'exceljs';
import { secondsToDateText } from '@console/api/contract';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app';
import { IMPORT_HEADERS } from './employee-import';
import { createDepartment, employeeBody, references } from './hr-test-fixtures';
import { TEMPLATE_SHEETS } from './import-template';
import { csvOf, goodRow, sendImport } from './import-test-rows';

const daysFromToday = (days: number) => secondsToDateText(Date.now() / 1000 + days * 86_400);

/** The template's "What it takes" for a column, as this installation writes it. */
async function templateTakes(t: TestApp, token: string, header: (typeof IMPORT_HEADERS)[number]) {
  const link = await t.call('/employee/import/template/link', {}, token);
  const response = await t.app.inject({ method: 'GET', url: link.body.data.url });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const columns = workbook.getWorksheet(TEMPLATE_SHEETS.columns)!;
  return columns.getRow(IMPORT_HEADERS.indexOf(header) + 2).getCell(3).value;
}

// The import and its template hold rows to the installation's configured rules, as Create Employee does.
describe("employee import under the installation's own rules", () => {
  for (const dialect of testDatabases) {
    it(`imports a grade and an appointment the wider rules allow, and its template says so [${dialect}]`, async () => {
      const t = await createTestApp(dialect, { HR_GRADE_LEVEL_MAX: '20', HR_APPOINTMENT_AHEAD_DAYS: '60' });
      try {
        const admin = await t.adminToken();
        const { name } = await createDepartment(t, { name: 'Wide Rules Dept' });
        const file = csvOf([goodRow(name, { SGL: 19, 'Appointment Date': daysFromToday(45) })]);
        expect((await sendImport(t, 'check', file, { token: admin })).body.data).toMatchObject({ rows: 1, problemCount: 0 });
        const done = await sendImport(t, 'import', file, { token: admin });
        expect(done.status).toBe(200);
        expect(done.body.data).toEqual({ imported: 1 });
        expect(await templateTakes(t, admin, 'SGL')).toBe('The salary grade level, a whole number from 1 to 20');
        expect(await templateTakes(t, admin, 'Appointment Date')).toMatch(/at most 60 days from today$/);
      } finally {
        await t.close();
      }
    });

    it(`refuses a grade above a narrower range with the create form's message [${dialect}]`, async () => {
      const t = await createTestApp(dialect, { HR_GRADE_LEVEL_MAX: '15' });
      try {
        const admin = await t.adminToken();
        const department = await createDepartment(t, { name: 'Narrow Rules Dept' });
        const created = await t.call('/employee/create', employeeBody(department.id, await references(t), { salaryGradeLevel: 16 }), admin);
        const message = created.body.data.errors.salaryGradeLevel;
        expect(message).toBe('A grade level from 1 to 15');

        const file = csvOf([goodRow(department.name, { SGL: 16 }), goodRow(department.name, { SGL: 15 })]);
        const check = await sendImport(t, 'check', file, { token: admin });
        expect(check.body.data.problemCount).toBe(1);
        expect(check.body.data.problems[0]).toMatchObject({ row: 2, reasons: [`SGL: ${message}`] });
        expect(check.body.data.preview[0].problems).toEqual([{ column: 'SGL', message }]);
        expect((await sendImport(t, 'import', file, { token: admin })).status).toBe(400);
        const valid = await sendImport(t, 'valid', file, { token: admin });
        expect(valid.body.data).toMatchObject({ imported: 1, rejectedCount: 1 });
        expect(valid.body.data.rejected.csv).toContain(`SGL: ${message}`);
        expect(await templateTakes(t, admin, 'SGL')).toBe('The salary grade level, a whole number from 1 to 15');
      } finally {
        await t.close();
      }
    });
  }
});
