import fs from 'node:fs';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { P } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { day, hrSuite } from './hr-test-fixtures';
import { EXPORT_COLUMNS } from './export-rows';
import { employeeExport } from './export-routes';

const HEADERS = EXPORT_COLUMNS.map((c) => c.header);

describeEachDatabase('employee export', (get) => {
  const hr = hrSuite(get, { name: 'Export Dept' });

  beforeAll(async () => {
    // More rows than one read batch, with many equal names, so paging by (name, id) is exercised.
    for (let i = 0; i < 1234; i += 1) {
      await hr.insertEmployee({ staffId: `EX${String(i).padStart(5, '0')}`, name: `Bulk Person ${i % 7}`, status: i % 9 });
    }
    await hr.insertEmployee({
      staffId: 'EX-SPECIAL',
      confidentialFileId: 'CF/77',
      name: '=HYPERLINK("x") Ọlá',
      sex: 'm',
      dob: day('1970-02-03'),
      phone: '+234 803 000 0000',
      email: 'ola@example.com',
      address: 'Flat 2, "Block B"\nSurulere',
      qualifications: 'B.Sc., M.Sc.',
      position: 'Chief Clerk',
      status: 8,
      salaryGradeLevel: 12,
      appointmentDate: day('1995-05-15'),
      firstPromotionDate: day('1999-01-01'),
      lastPromotionDate: day('2020-01-01'),
    });
  });

  async function link(body: unknown, token = hr.admin): Promise<string> {
    const result = await hr.t.call('/employee/export/link', body, token);
    expect(result.status).toBe(200);
    return result.body.data.url;
  }

  const download = (url: string) => hr.t.app.inject({ method: 'GET', url });

  async function expectedStaffIds(nameFilter?: string): Promise<string[]> {
    let q = hr.t.db.selectFrom('employees').select(['staffId', 'name', 'id']);
    if (nameFilter) q = q.where('name', 'like', `%${nameFilter}%`);
    const rows = await q.execute();
    // The list's order: name, then id (compared as the database does, so asked of it).
    const ordered = await hr.t.db
      .selectFrom('employees')
      .select('staffId')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('name')
      .orderBy('id')
      .execute();
    return ordered.map((r) => r.staffId);
  }

  it('streams CSV of every employee, parsed back row for row', async () => {
    const url = await link({ format: 'csv', criteria: {} });
    expect(url).toMatch(/^\/api\/employee\/export\?/);
    const response = await download(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    expect(Object.keys(records[0])).toEqual(HEADERS);
    expect(records.map((r) => r['Staff ID'])).toEqual(await expectedStaffIds());

    const special = records.find((r) => r['Staff ID'] === 'EX-SPECIAL');
    expect(special).toEqual({
      'Staff ID': 'EX-SPECIAL',
      'Conf. File ID': 'CF/77',
      Name: `'=HYPERLINK("x") Ọlá`,
      Sex: 'M',
      'Date of Birth': '1970-02-03',
      Phone: '+234 803 000 0000',
      Email: 'ola@example.com',
      Address: 'Flat 2, "Block B"\nSurulere',
      'Next of Kin': '',
      'Next of Kin Phone': '',
      SGL: '12',
      Qualifications: 'B.Sc., M.Sc.',
      'Current Designation': 'Chief Clerk',
      Status: 'Unknown',
      Department: hr.department.name,
      LGA: 'Ikeja',
      State: 'Lagos',
      Nationality: 'Nigerian',
      'Appointment Date': '1995-05-15',
      'First Promotion Date': '1999-01-01',
      'Last Promotion Date': '2020-01-01',
    });
  });

  it("exports only the list's current filter", async () => {
    const response = await download(await link({ criteria: { name: 'person 3', status: 3 } }));
    const records: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    const expected = await hr.t.db
      .selectFrom('employees')
      .select('staffId')
      .where('name', '=', 'Bulk Person 3')
      .where('status', '=', 3)
      .orderBy('id')
      .execute();
    expect(records.map((r) => r['Staff ID'])).toEqual(expected.map((r) => r.staffId));
    expect(records.length).toBeGreaterThan(10);
    expect(records.every((r) => r.Status === 'Deceased')).toBe(true);
  });

  it('streams XLSX that exceljs opens, with the same rows and real dates', async () => {
    // Asked for compressed as browsers ask, and sent as it is: a ZIP is compressed already.
    const response = await hr.t.app.inject({
      method: 'GET',
      url: await link({ format: 'xlsx', criteria: {} }),
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employees')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    const staffIds: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) staffIds.push(String(row.getCell(1).value));
    });
    expect(staffIds).toEqual(await expectedStaffIds());
    let special: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'EX-SPECIAL') special = row;
    });
    expect(special!.getCell(3).value).toBe('=HYPERLINK("x") Ọlá');
    expect(special!.getCell(5).value).toEqual(new Date('1970-02-03T00:00:00Z'));
    expect(special!.getCell(11).value).toBe(12);
    expect(special!.getCell(8).value).toBe('Flat 2, "Block B"\nSurulere');
  });

  it('compresses the CSV as the browser accepts it', async () => {
    const url = await link({ format: 'csv', criteria: { name: 'person 3' } });
    const plain = await hr.t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await hr.t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await hr.t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('writes the file on a worker thread that stops when the client goes away', async () => {
    const failures: Error[] = [];
    const rows: number[] = [];
    const whole = await employeeExport(hr.t, {}, 'csv', { onError: (e) => failures.push(e), onProgress: (n) => rows.push(n) });
    const chunks: Buffer[] = [];
    for await (const chunk of whole.body) chunks.push(chunk as Buffer);
    expect(await whole.ended).toBe('finished');
    expect(rows.reduce((a, b) => a + b, 0)).toBe(1235);
    expect(Buffer.concat(chunks).toString('utf8')).toContain(`"'=HYPERLINK(""x"") Ọlá"`);

    // A window of 16 KiB: the worker waits for this reader, which reads one chunk and goes away.
    const left = await employeeExport(hr.t, {}, 'xlsx', { onError: (e) => failures.push(e), window: 16 * 1024 });
    await new Promise((resolve) => left.body.once('data', resolve));
    // The worker thread runs below the event loop's priority (nice 10; Linux keeps one per thread).
    const nice = (task: string) => Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    const threads = fs.readdirSync('/proc/self/task').map(nice);
    left.body.destroy();
    expect(threads).toContain(10);
    expect(nice(String(process.pid))).toBe(0);
    expect(await left.ended).toBe('cancelled');
    expect(failures).toEqual([]);
  });

  it('answers 403 to a link that is unsigned, altered or expired', async () => {
    const url = await link({ criteria: { name: 'Person 1' } });
    expect((await download('/api/employee/export?format=csv')).statusCode).toBe(403);
    expect((await download(url.replace('Person', 'Persons'))).statusCode).toBe(403);
    expect((await download(url.replace('format=csv', 'format=xlsx'))).statusCode).toBe(403);
    const expired = new URL(url, 'http://x');
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
    const refused = await download(`${expired.pathname}${expired.search}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/expired/);
  });

  it('asks the export permission for a link and refuses unknown filters', async () => {
    const viewer = await hr.t.userWith([P.VIEW_EMPLOYEES]);
    expect((await hr.t.call('/employee/export/link', { criteria: {} }, viewer.token)).status).toBe(403);
    expect((await hr.t.call('/employee/export/link', { criteria: {} })).status).toBe(403);
    const exporter = await hr.t.userWith([P.EXPORT_EMPLOYEES]);
    expect((await hr.t.call('/employee/export/link', { format: 'pdf', criteria: {} }, exporter.token)).status).toBe(400);
    expect((await hr.t.call('/employee/export/link', { criteria: { salary: 'x' } }, exporter.token)).status).toBe(400);
    expect((await hr.t.call('/employee/export/link', { criteria: { status: 'x' } }, exporter.token)).status).toBe(400);
    await link({ criteria: { staffId: 'EX0' } }, exporter.token);
  });
});
