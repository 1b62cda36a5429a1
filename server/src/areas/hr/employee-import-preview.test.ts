import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { EMPLOYEE_IMPORT_PREVIEW_ROWS, P } from '@console/api/contract';
import { adminSuite, countRows, describeEachDatabase } from '../../testing/test-app';
import { IMPORT_HEADERS } from './employee-import';
import { createDepartment } from './hr-test-fixtures';
import { csvOf, goodRow, sendImport } from './import-test-rows';

describeEachDatabase('employee import: preview and the valid rows only', (get) => {
  const s = adminSuite(get, async (t) => ({ department: (await createDepartment(t, { name: 'Preview Dept' })).name }));
  const send = (path: 'check' | 'import' | 'valid', content: Buffer, options: { name?: string; token?: string } = {}) =>
    sendImport(s.t, path, content, { ...options, token: options.token ?? s.admin });
  const staffIds = async (ids: string[]) =>
    (await s.t.db.selectFrom('employees').select('staffId').where('staffId', 'in', ids).execute()).map((r) => r.staffId).sort();
  const importLines = (file: string) =>
    s.t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'Employee import').where('detail', 'like', `${file}:%`).execute();

  it('previews the first rows with their cells and each problem at its column, and every row with problems after them', async () => {
    const rows = Array.from({ length: EMPLOYEE_IMPORT_PREVIEW_ROWS + 20 }, () => goodRow(s.department));
    rows[1] = goodRow(s.department, { Department: 'Nowhere', 'Date of Birth': '31/13/1988', Name: 'Bad Row' });
    rows[110] = goodRow(s.department, { Sex: 'X' });
    const check = await send('check', csvOf(rows));
    expect(check.status).toBe(200);
    const data = check.body.data;
    expect(data).toMatchObject({ rows: 120, problemCount: 2, columns: IMPORT_HEADERS });
    // The first 100 rows (spreadsheet rows 2-101), then row 112 for its problem; the good rows after 100 are counted, not listed.
    expect(data.preview.map((r: { row: number }) => r.row)).toEqual([...Array.from({ length: 100 }, (_, i) => i + 2), 112]);
    const bad = data.preview[1];
    expect(bad.cells[IMPORT_HEADERS.indexOf('Name')]).toBe('Bad Row');
    expect(bad.cells[IMPORT_HEADERS.indexOf('Date of Birth')]).toBe('31/13/1988');
    expect(bad.problems).toEqual([
      { column: 'Department', message: 'no department named "Nowhere"' },
      { column: 'Date of Birth', message: 'write dates as dd/mm/yyyy (or yyyy-mm-dd)' },
    ]);
    expect(data.preview[0].problems).toEqual([]);
    expect(data.preview[100].problems).toEqual([{ column: 'Sex', message: 'Choose Male or Female' }]);
    expect(await staffIds(rows.map((r) => String(r['Staff ID'])))).toEqual([]);
  });

  it('imports the valid rows and answers the rejected ones as a CSV with their reasons, with one audit line for the import', async () => {
    const good = [goodRow(s.department), goodRow(s.department)];
    const bad = goodRow(s.department, { Department: 'Nowhere', Name: '=HYPERLINK("http://x.example")' });
    const repeated = goodRow(s.department, { 'Staff ID': good[0]['Staff ID'] });
    const before = await countRows(s.t.db, 'employees');

    const done = await send('valid', csvOf([good[0], bad, good[1], repeated]), { name: 'people.csv' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Imported 2 employees; 2 rows rejected');
    expect(done.body.data).toMatchObject({ imported: 2, rejectedCount: 2, rejected: { fileName: 'people-rejected.csv' } });
    expect(await countRows(s.t.db, 'employees')).toBe(before + 2);
    expect(await staffIds(good.map((r) => String(r['Staff ID'])))).toEqual(good.map((r) => String(r['Staff ID'])).sort());
    expect(await s.t.db.selectFrom('employees').select('id').where('name', 'like', '%HYPERLINK%').execute()).toEqual([]);

    const csv: string = done.body.data.rejected.csv;
    expect(csv.startsWith('\uFEFFStaff ID,')).toBe(true);
    const [header, ...records] = parse(csv, { bom: true }) as string[][];
    expect(header).toEqual([...IMPORT_HEADERS, 'Reason']);
    expect(records).toHaveLength(2);
    const name = IMPORT_HEADERS.indexOf('Name');
    // The export's formula guard: the cell reads as text in a spreadsheet.
    expect(records[0][name]).toBe(`'=HYPERLINK("http://x.example")`);
    expect(records[0][IMPORT_HEADERS.indexOf('Staff ID')]).toBe(bad['Staff ID']);
    expect(records[0].at(-1)).toBe(
      `Row 3: Name: starts with =, which a spreadsheet reads as a formula; put ' before it; Department: no department named "Nowhere"`,
    );
    expect(records[1].at(-1)).toBe(`Row 5: Staff ID: ${good[0]['Staff ID']} is also on row 2`);

    const lines = await importLines('people.csv');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'create', actor: 'admin@example.com', detail: 'people.csv: 2 of 4 rows imported, 2 rejected' });
  });

  it('imports the rejected rows file once corrected: its Reason column is read past', async () => {
    const bad = goodRow(s.department, { SGL: '' });
    const done = await send('valid', csvOf([bad]), { name: 'fix.csv' });
    expect(done.body.data).toMatchObject({ imported: 0, rejectedCount: 1 });
    const records = parse(String(done.body.data.rejected.csv), { bom: true }) as string[][];
    records[1][IMPORT_HEADERS.indexOf('SGL')] = '7';
    const fixed = Buffer.from(stringify(records));
    const again = await send('valid', fixed, { name: 'fix-rejected.csv' });
    expect(again.body.data).toEqual({ imported: 1, rejectedCount: 0, rejected: null });
    expect(await staffIds([String(bad['Staff ID'])])).toEqual([String(bad['Staff ID'])]);
  });

  it('stores nothing and writes no import line when the all-or-nothing import meets a bad row', async () => {
    const rows = [goodRow(s.department), goodRow(s.department, { Sex: '' })];
    const before = await countRows(s.t.db, 'employees');
    expect((await send('import', csvOf(rows), { name: 'strict.csv' })).status).toBe(400);
    expect(await countRows(s.t.db, 'employees')).toBe(before);
    expect(await importLines('strict.csv')).toEqual([]);

    expect((await send('import', csvOf([rows[0]]), { name: 'strict.csv' })).status).toBe(200);
    expect((await importLines('strict.csv')).map((l) => l.detail)).toEqual(['strict.csv: 1 of 1 rows imported']);
  });

  it('keeps the upload checks and the create-employee permission', async () => {
    const viewer = await s.t.userWith([P.VIEW_EMPLOYEES]);
    expect((await send('valid', csvOf([goodRow(s.department)]), { token: viewer.token })).status).toBe(403);
    expect((await send('valid', csvOf([goodRow(s.department)]), { name: 'staff.pdf' })).status).toBe(415);
    expect((await send('valid', Buffer.from('PK\u0003\u0004 not a zip'), { name: 'staff.xlsx' })).body.data.errors.file).toBe(
      'The file is not a valid Excel workbook (.xlsx).',
    );
  });
});
