import ExcelJS from 'exceljs';
import { DEFAULT_EMPLOYEE_RULES, P } from '@console/api/contract';
import { adminSuite, describeEachDatabase } from '../../testing/test-app';
import { IMPORT_HEADERS } from './employee-import';
import { createDepartment } from './hr-test-fixtures';
import { columnNotes, TEMPLATE_FILE_NAME, TEMPLATE_SHEETS } from './import-template';
import { goodRow, sendImport } from './import-test-rows';

async function workbookOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

const texts = (sheet: ExcelJS.Worksheet, column: number) =>
  sheet
    .getColumn(column)
    .values.slice(2)
    .filter((v) => v !== undefined && v !== null)
    .map(String);

describeEachDatabase('employee import template', (get) => {
  const s = adminSuite(get, async (t) => ({ department: (await createDepartment(t, { name: 'Template Dept' })).name }));

  async function download(token: string) {
    const link = await s.t.call('/employee/import/template/link', {}, token);
    if (link.status !== 200) return { status: link.status, content: null };
    const response = await s.t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${TEMPLATE_FILE_NAME}"`);
    return { status: response.statusCode, content: response.rawPayload };
  }
  // Written once for the administrator (about half a second), read afresh by each test.
  let adminTemplate: Promise<Buffer> | undefined;
  const template = async () => {
    adminTemplate ??= download(s.admin).then((answer) => answer.content!);
    return workbookOf(await adminTemplate);
  };

  it("has the import's header row in its order, a note on each column, and what each takes on a second sheet", async () => {
    const workbook = await template();
    expect(workbook.worksheets.map((w) => w.name)).toEqual([TEMPLATE_SHEETS.rows, TEMPLATE_SHEETS.columns, TEMPLATE_SHEETS.values]);
    const rows = workbook.getWorksheet(TEMPLATE_SHEETS.rows)!;
    expect((rows.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_HEADERS);
    expect(rows.rowCount).toBe(1);
    const dob = IMPORT_HEADERS.indexOf('Date of Birth') + 1;
    expect(rows.getRow(1).getCell(dob).note).toMatch(/^Required\. dd\/mm\/yyyy/);
    expect(rows.getColumn(dob).numFmt).toBe('dd/mm/yyyy');
    expect(rows.getRow(1).getCell(IMPORT_HEADERS.indexOf('Email') + 1).note).toBe('Optional. An email address.');

    const columns = workbook.getWorksheet(TEMPLATE_SHEETS.columns)!;
    expect(texts(columns, 1)).toEqual(IMPORT_HEADERS);
    expect(Object.keys(columnNotes(DEFAULT_EMPLOYEE_RULES))).toEqual(IMPORT_HEADERS);
    const sgl = columns.getRow(IMPORT_HEADERS.indexOf('SGL') + 2);
    expect((sgl.values as unknown[]).slice(1)).toEqual(['SGL', 'Yes', 'The salary grade level, a whole number from 1 to 17']);
    expect(columns.getRow(IMPORT_HEADERS.indexOf('Status') + 2).getCell(3).value).toBe(
      'One of Active, Retired, Resigned, Deceased, On Leave of Absence, On Study Leave, Voluntary Retired, Dismissed, Unknown; Active when empty',
    );
  });

  it("lists the names the reference columns take, from this database's lists", async () => {
    const values = (await template()).getWorksheet(TEMPLATE_SHEETS.values)!;
    expect((values.getRow(1).values as unknown[]).slice(1)).toEqual(['Department', 'Nationality', 'LGA', 'State', 'Status', 'Sex']);
    expect(texts(values, 1)).toContain(s.department);
    expect(texts(values, 2)).toContain('Nigerian');
    const ikeja = texts(values, 3).indexOf('Ikeja');
    expect(texts(values, 4)[ikeja]).toBe('Lagos');
    expect(texts(values, 3).length).toBeGreaterThan(700);
    expect(texts(values, 6)).toEqual(['M', 'F']);
  });

  it('imports once filled in, dates typed dd/mm/yyyy', async () => {
    const workbook = await template();
    const row = goodRow(s.department, { 'Date of Birth': '09/03/1988', 'Appointment Date': '01/06/2012' });
    workbook.getWorksheet(TEMPLATE_SHEETS.rows)!.getRow(2).values = IMPORT_HEADERS.map((h) => row[h]);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const check = await sendImport(s.t, 'check', filled, { name: 'template.xlsx', token: s.admin });
    expect(check.body.data).toMatchObject({ rows: 1, problemCount: 0 });
  });

  it('is for whoever may create employees', async () => {
    const viewer = await s.t.userWith([P.VIEW_EMPLOYEES]);
    expect((await download(viewer.token)).status).toBe(403);
    const creator = await s.t.userWith([P.CREATE_EMPLOYEE]);
    expect((await download(creator.token)).status).toBe(200);
  });
});
