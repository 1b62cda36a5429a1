import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { TestApp } from '../../testing/test-app';
import { IMPORT_HEADERS } from './employee-import';

// The import's tests (employee-import*.test.ts, import-template.test.ts) build their files here.

export type ImportRow = Record<string, string | number | Date>;

let serial = 0;
/** A good row as the export writes it, by header. */
export function goodRow(department: string, overrides: ImportRow = {}): ImportRow {
  serial += 1;
  return {
    'Staff ID': `IM${Date.now().toString(36).slice(-5)}${serial}`,
    'Conf. File ID': '',
    Name: `Imported Person ${serial}`,
    Sex: 'F',
    'Date of Birth': '1988-03-09',
    Phone: '08031234567',
    Email: 'person@example.com',
    Address: '3 Marina, Lagos',
    'Next of Kin': 'Bola Ade',
    'Next of Kin Phone': '',
    SGL: 9,
    Qualifications: 'HND',
    'Current Designation': 'Clerk',
    Status: 'Active',
    Department: department,
    LGA: 'Ikeja',
    State: 'Lagos',
    Nationality: 'Nigerian',
    'Appointment Date': '2012-06-01',
    'First Promotion Date': '',
    'Last Promotion Date': '',
    ...overrides,
  };
}

export const csvOf = (rows: ImportRow[]) => Buffer.from(stringify(rows, { header: true, columns: IMPORT_HEADERS, bom: true }));

export async function xlsxOf(rows: ImportRow[], extra: (sheet: ExcelJS.Worksheet) => void = () => undefined): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(IMPORT_HEADERS);
  for (const row of rows) sheet.addRow(IMPORT_HEADERS.map((h) => row[h]));
  extra(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PATHS = { check: '/api/employee/import/check', import: '/api/employee/import', valid: '/api/employee/import/valid' };

/** Sends `content` as the multipart file of one of the import's calls; the body parsed unless NDJSON was asked for. */
export async function sendImport(t: TestApp, path: keyof typeof PATHS, content: Buffer, options: { name?: string; token: string; accept?: string }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), options.name ?? 'staff.csv');
  const response = await t.app.inject({
    method: 'POST',
    url: PATHS[path],
    payload: form,
    headers: { authorization: options.token, ...(options.accept ? { accept: options.accept } : {}) },
  });
  return { status: response.statusCode, body: options.accept ? response.body : response.json(), headers: response.headers };
}
