import type ExcelJS from 'exceljs';
import { EMPLOYEE_IMPORT_MAX_BYTES, NDJSON, P } from '@console/api/contract';
import { expectValidationFailure } from '@console/testing/validation-failure';
import { adminSuite, countRows, describeEachDatabase } from '../../testing/test-app';
import { EXPORT_COLUMNS } from './export-rows';
import { IMPORT_HEADERS, checkImport, insertEmployees, readSheet } from './employee-import';
import { createDepartment, day, insertEmployee, references } from './hr-test-fixtures';
import { csvOf, goodRow, sendImport, xlsxOf } from './import-test-rows';

describeEachDatabase('employee import', (get) => {
  const s = adminSuite(get, async (t) => ({ department: (await createDepartment(t, { name: 'Import Dept' })).name }));

  const send = (path: 'check' | 'import', content: Buffer, options: { name?: string; token?: string; accept?: string } = {}) =>
    sendImport(s.t, path, content, { ...options, token: options.token ?? s.admin });

  const staffIds = async (ids: string[]) =>
    (await s.t.db.selectFrom('employees').select('staffId').where('staffId', 'in', ids).execute()).map((r) => r.staffId).sort();
  const employeeCount = () => countRows(s.t.db, 'employees');

  it('reads the export columns', () => {
    expect(IMPORT_HEADERS).toEqual(EXPORT_COLUMNS.map((c) => c.header));
  });

  it('checks a good CSV without writing, then imports every row, each audited as a create', async () => {
    const rows = [goodRow(s.department), goodRow(s.department, { 'Conf. File ID': 'CF-IM-1', Status: 'On Study Leave' }), goodRow(s.department)];
    const file = csvOf(rows);
    const ids = rows.map((r) => String(r['Staff ID']));

    const check = await send('check', file);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ rows: 3, problemCount: 0, problems: [] });
    expect(await staffIds(ids)).toEqual([]);

    const done = await send('import', file);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Imported 3 employees');
    expect(done.body.data).toEqual({ imported: 3 });
    expect(await staffIds(ids)).toEqual([...ids].sort());

    const second = await s.t.db.selectFrom('employees').selectAll().where('staffId', '=', ids[1]).executeTakeFirstOrThrow();
    expect(second).toMatchObject({ confidentialFileId: 'CF-IM-1', status: 5, sex: 'f', salaryGradeLevel: 9, dob: day('1988-03-09') });
    const audit = await s.t.db.selectFrom('audit_log').selectAll().where('entityId', '=', second.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'Employee', actor: 'admin@example.com', detail: 'Imported from staff.csv' });
    expect(JSON.parse(audit[0].changes!).staffId).toEqual({ before: null, after: ids[1] });
  });

  it('imports nothing when one row is bad, and the check names the row and its reasons', async () => {
    const rows = [
      goodRow(s.department),
      goodRow(s.department, { 'Date of Birth': '1988-02-30', Department: 'Nowhere', SGL: '' }),
      goodRow(s.department),
    ];
    const before = await employeeCount();

    const check = await send('check', csvOf(rows));
    expect(check.status).toBe(200);
    expect(check.body.data.rows).toBe(3);
    expect(check.body.data.problemCount).toBe(1);
    expect(check.body.data.problems).toEqual([
      {
        row: 3,
        staffId: rows[1]['Staff ID'],
        name: rows[1].Name,
        reasons: ['Department: no department named "Nowhere"', 'Date of Birth: Enter a date from 1900 to 2100', 'SGL: Required'],
      },
    ]);

    const refused = await send('import', csvOf(rows));
    expectValidationFailure(refused, { file: '1 row has a problem; nothing was imported.' });
    expect(refused.body.data.problems[0].row).toBe(3);
    expect(await employeeCount()).toBe(before);
  });

  it('reads dates as dd/mm/yyyy too, and says which forms it reads when a spreadsheet wrote another', async () => {
    const typed = goodRow(s.department, { 'Date of Birth': '9/3/1988', 'Appointment Date': '17/05/2012' });
    const row = goodRow(s.department, { 'Appointment Date': '05/17/2012', Email: 'not-an-email' });
    const check = await send('check', csvOf([typed, row]));
    expect(check.body.data.problems).toEqual([
      {
        row: 3,
        staffId: row['Staff ID'],
        name: row.Name,
        reasons: ['Email: Enter an email address', 'Appointment Date: write dates as dd/mm/yyyy (or yyyy-mm-dd)'],
      },
    ]);
    await send('import', csvOf([typed]));
    const stored = await s.t.db.selectFrom('employees').selectAll().where('staffId', '=', String(typed['Staff ID'])).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ dob: day('1988-03-09'), appointmentDate: day('2012-05-17') });
  });

  it('refuses staff and file ids repeated in the file or already in use', async () => {
    const refs = await references(s.t);
    const deptId = (await s.t.db.selectFrom('departments').select('id').where('name', '=', s.department).executeTakeFirstOrThrow()).id;
    await insertEmployee(s.t, deptId, refs, { staffId: 'TAKEN-1', confidentialFileId: 'CF-TAKEN' });
    const first = goodRow(s.department, { 'Conf. File ID': 'CF-DUP' });
    const rows = [
      first,
      goodRow(s.department, { 'Staff ID': first['Staff ID'], 'Conf. File ID': 'CF-DUP' }),
      goodRow(s.department, { 'Staff ID': 'TAKEN-1', 'Conf. File ID': 'CF-TAKEN' }),
    ];
    const check = await send('check', csvOf(rows));
    expect(check.body.data.problems).toEqual([
      expect.objectContaining({ row: 3, reasons: [`Staff ID: ${first['Staff ID']} is also on row 2`, 'Conf. File ID: CF-DUP is also on row 2'] }),
      expect.objectContaining({ row: 4, reasons: ['Staff ID: TAKEN-1 is already in use', 'Conf. File ID: CF-TAKEN is already in use'] }),
    ]);
    expect((await send('import', csvOf(rows))).status).toBe(400);
    expect(await staffIds([String(first['Staff ID'])])).toEqual([]);
  });

  it('imports an XLSX workbook with date cells, and refuses formula cells', async () => {
    const row = goodRow(s.department, { 'Date of Birth': new Date(Date.UTC(1979, 10, 5)), 'Appointment Date': new Date(Date.UTC(2001, 0, 2)) });
    const good = await xlsxOf([row]);
    const name = 'staff.xlsx';
    expect((await send('check', good, { name })).body.data).toMatchObject({ rows: 1, problemCount: 0, problems: [] });
    expect((await send('import', good, { name })).body.data).toEqual({ imported: 1 });
    const stored = await s.t.db.selectFrom('employees').selectAll().where('staffId', '=', String(row['Staff ID'])).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ dob: day('1979-11-05'), appointmentDate: day('2001-01-02'), salaryGradeLevel: 9 });

    const withFormula = await xlsxOf([goodRow(s.department)], (sheet) => {
      sheet.getCell('C2').value = { formula: 'CONCAT("a","b")', result: 'ab' } as ExcelJS.CellFormulaValue;
    });
    const check = await send('check', withFormula, { name });
    expect(check.body.data.problems[0].reasons).toEqual(['Name: a formula; enter the value itself']);
  });

  it("takes the export's ' guard off CSV text and refuses a bare formula", async () => {
    const guarded = goodRow(s.department, { Name: "'=Equal Sign", Address: "'+1 Broad Street" });
    const bare = goodRow(s.department, { Address: '=HYPERLINK("http://x.example")' });
    const check = await send('check', csvOf([guarded, bare]));
    expect(check.body.data.problems).toEqual([
      expect.objectContaining({ row: 3, reasons: ["Address: starts with =, which a spreadsheet reads as a formula; put ' before it"] }),
    ]);
    await send('import', csvOf([guarded]));
    const stored = await s.t.db.selectFrom('employees').selectAll().where('staffId', '=', String(guarded['Staff ID'])).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: '=Equal Sign', address: '+1 Broad Street' });
  });

  it('imports back what the export wrote', async () => {
    const source = goodRow(s.department, { Name: 'Round Trip Ọ̀lá', 'Last Promotion Date': '2019-04-01', 'First Promotion Date': '2015-04-01' });
    await send('import', csvOf([source]));
    const row = await s.t.db.selectFrom('employees').selectAll().where('staffId', '=', String(source['Staff ID'])).executeTakeFirstOrThrow();
    const link = await s.t.call('/employee/export/link', { format: 'csv', criteria: { staffId: row.staffId } }, s.admin);
    const exported = (await s.t.app.inject({ method: 'GET', url: link.body.data.url })).rawPayload;
    await s.t.db.deleteFrom('audit_log').where('entityId', '=', row.id).execute();
    await s.t.db.deleteFrom('employees').where('id', '=', row.id).execute();

    expect((await send('import', exported, { name: 'employees.csv' })).body.data).toEqual({ imported: 1 });
    const again = await s.t.db.selectFrom('employees').selectAll().where('staffId', '=', row.staffId).executeTakeFirstOrThrow();
    const { id: _id, created: _c, updated: _u, ...values } = row;
    expect(again).toMatchObject(values);
  });

  it('streams progress lines and the envelope last when asked for NDJSON', async () => {
    const rows = Array.from({ length: 1200 }, () => goodRow(s.department));
    const streamed = await send('import', csvOf(rows), { accept: NDJSON });
    expect(streamed.status).toBe(200);
    expect(streamed.headers['content-type']).toContain(NDJSON);
    const lines = String(streamed.body)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.slice(0, -1).map((l) => `${l.progress.phase} ${l.progress.done}/${l.progress.total}`)).toEqual([
      'checking 500/1200',
      'checking 1000/1200',
      'checking 1200/1200',
      'importing 500/1200',
      'importing 1000/1200',
      'importing 1200/1200',
    ]);
    expect(lines.at(-1)).toEqual({ status: 200, message: 'Imported 1,200 employees', data: { imported: 1200 } });

    const again = await send('import', csvOf(rows.slice(0, 1)), { accept: NDJSON });
    const last = JSON.parse(String(again.body).trim().split('\n').at(-1)!);
    expect(last).toMatchObject({ status: 400, message: 'Validation Failure', data: { problemCount: 1 } });
  });

  it('rolls every batch back when a staff id is taken between the check and the insert', async () => {
    const rows = Array.from({ length: 600 }, () => goodRow(s.department));
    const check = await checkImport(s.t.db, s.t.config.hr.employeeRules, 'csv', await readSheet('csv', csvOf(rows)), () => undefined);
    expect(check.problemCount).toBe(0);
    const refs = await references(s.t);
    const deptId = (await s.t.db.selectFrom('departments').select('id').where('name', '=', s.department).executeTakeFirstOrThrow()).id;
    // Taken by another writer after the check: the second batch of 500 meets the unique index.
    await insertEmployee(s.t, deptId, refs, { staffId: String(rows[550]['Staff ID']) });
    const before = await employeeCount();
    const actor = { id: null, username: 'admin@example.com' };
    // By message, not toThrow(): better-sqlite3 keeps the error class of the first test file that loaded it, which is
    // not an Error of a later file's realm.
    await expect(
      s.t.db.transaction().execute((tx) => insertEmployees(tx, actor, check.employees, 'race.csv', () => undefined)),
    ).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
    expect(await employeeCount()).toBe(before);
    expect(await staffIds([String(rows[0]['Staff ID'])])).toEqual([]);
    const audited = await s.t.db.selectFrom('audit_log').select('id').where('detail', '=', 'Imported from race.csv').execute();
    expect(audited).toEqual([]);
  });

  it('refuses a file over the size limit, of another type, or with other columns, before reading rows', async () => {
    const before = await employeeCount();
    const big = Buffer.concat([csvOf([goodRow(s.department)]), Buffer.alloc(EMPLOYEE_IMPORT_MAX_BYTES, 0x20)]);
    const tooBig = await send('import', big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The file is larger than 10 MB.');
    expect((await send('check', csvOf([goodRow(s.department)]), { name: 'staff.pdf' })).status).toBe(415);

    const wrongColumns = Buffer.from('Staff ID,Surname\nA1,Obi\n');
    const refused = await send('check', wrongColumns);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors.file).toMatch(/^Missing columns: Conf\. File ID, Name, .*\. Unknown columns: Surname\./);
    expect(await employeeCount()).toBe(before);
  });

  it('needs the create-employee permission', async () => {
    const viewer = await s.t.userWith([P.VIEW_EMPLOYEES, P.EDIT_EMPLOYEE]);
    const creator = await s.t.userWith([P.CREATE_EMPLOYEE]);
    const file = csvOf([goodRow(s.department)]);
    expect((await send('check', file, { token: viewer.token })).status).toBe(403);
    expect((await send('import', file, { token: viewer.token })).status).toBe(403);
    expect((await send('check', file, { token: creator.token })).status).toBe(200);
  });
});
