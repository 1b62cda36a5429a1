import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EMPLOYEE_STATUSES,
  NIGERIAN_PHONE,
  NOT_VERIFIED,
  XLSX_TYPE,
  employeeFileCalls,
  employeeStatusName,
  type EmployeeRules,
} from '@console/api/contract';
import type { Db } from '../../db/schema';
import { sendDownload } from '../../http/csv-answer';
import { defineSignedDownload } from '../../http/signed-download';
import { IMPORT_HEADERS } from './employee-import';
import { EXPORT_COLUMNS } from './export-rows';

export const TEMPLATE_FILE_NAME = 'employee-import-template.xlsx';
export const TEMPLATE_SHEETS = { rows: 'Employees', columns: 'Columns', values: 'Allowed values' } as const;

const DAY = 'dd/mm/yyyy (or yyyy-mm-dd, or an Excel date)';
const STATUS_NAMES = [...EMPLOYEE_STATUSES.filter((s) => s.value !== NOT_VERIFIED).map((s) => s.label), employeeStatusName(NOT_VERIFIED)];
const SEE_VALUES = `one of the names on the "${TEMPLATE_SHEETS.values}" sheet`;

/**
 * What each column takes, as the import checks it (employee-import.ts, the create call's schema under
 * the installation's `rules`, config.hr.employeeRules): the header's note and the Columns sheet. A
 * test holds the keys equal to the import's columns.
 */
export const columnNotes = ({ gradeLevel, appointmentAheadDays }: EmployeeRules): Record<string, { required: boolean; takes: string }> => ({
  'Staff ID': { required: true, takes: '2 to 20 characters; not in use, and not twice in the file' },
  'Conf. File ID': { required: false, takes: 'Up to 20 characters; not in use, and not twice in the file' },
  Name: { required: true, takes: '3 to 50 characters' },
  Sex: { required: true, takes: 'M or F (Male or Female)' },
  'Date of Birth': { required: true, takes: `${DAY}; not after today` },
  Phone: { required: false, takes: NIGERIAN_PHONE.replace('Enter a', 'A') },
  Email: { required: false, takes: 'An email address' },
  Address: { required: false, takes: 'Up to 100 characters' },
  'Next of Kin': { required: false, takes: 'Up to 50 characters' },
  'Next of Kin Phone': { required: false, takes: NIGERIAN_PHONE.replace('Enter a', 'A') },
  SGL: { required: true, takes: `The salary grade level, a whole number from ${gradeLevel.min} to ${gradeLevel.max}` },
  Qualifications: { required: false, takes: 'Up to 300 characters' },
  'Current Designation': { required: false, takes: 'Up to 100 characters' },
  Status: { required: false, takes: `One of ${STATUS_NAMES.join(', ')}; Active when empty` },
  Department: { required: true, takes: `The department's name: ${SEE_VALUES}` },
  LGA: { required: true, takes: `The local government area's name, with its State: ${SEE_VALUES}` },
  State: { required: true, takes: "The LGA's state, as the Allowed values sheet pairs them" },
  Nationality: { required: true, takes: `The nationality's name: ${SEE_VALUES}` },
  'Appointment Date': { required: true, takes: `${DAY}; after the date of birth, at most ${appointmentAheadDays} days from today` },
  'First Promotion Date': { required: false, takes: `${DAY}; not before the appointment date` },
  'Last Promotion Date': { required: false, takes: `${DAY}; not before the first promotion date` },
});

const DATE_HEADERS = new Set(EXPORT_COLUMNS.filter((c) => c.date).map((c) => c.header));
const widthOf = (header: string) => EXPORT_COLUMNS.find((c) => c.header === header)?.width ?? 16;

async function referenceNames(db: Db) {
  const [departments, nationalities, lgas] = await Promise.all([
    db.selectFrom('departments').select('name').orderBy('name').execute(),
    db.selectFrom('nationalities').select('name').orderBy('name').execute(),
    db.selectFrom('lgas').select(['name', 'state']).orderBy('state').orderBy('name').execute(),
  ]);
  return { departments: departments.map((d) => d.name), nationalities: nationalities.map((n) => n.name), lgas };
}

/**
 * The import's template: the Employees sheet with the header row in the order the import reads it
 * (a note on each header says what it takes, date columns are formatted dd/mm/yyyy), the Columns
 * sheet saying the same in a table, and the names the reference columns accept, from this database.
 */
export async function templateWorkbook(db: Db, rules: EmployeeRules): Promise<Buffer> {
  const notes = columnNotes(rules);
  // Loaded on first use: requiring exceljs took seconds of every server start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const rows = workbook.addWorksheet(TEMPLATE_SHEETS.rows, { views: [{ state: 'frozen', ySplit: 1 }] });
  rows.columns = IMPORT_HEADERS.map((header) => ({ header, width: widthOf(header) }));
  IMPORT_HEADERS.forEach((header, index) => {
    const cell = rows.getRow(1).getCell(index + 1);
    const note = notes[header];
    cell.note = `${note.required ? 'Required' : 'Optional'}. ${note.takes}.`;
    cell.font = { bold: true };
    // The column's style: a date typed anywhere below shows as dd/mm/yyyy, whatever the computer's locale.
    if (DATE_HEADERS.has(header)) rows.getColumn(index + 1).numFmt = 'dd/mm/yyyy';
  });

  const columns = workbook.addWorksheet(TEMPLATE_SHEETS.columns, { views: [{ state: 'frozen', ySplit: 1 }] });
  columns.columns = [
    { header: 'Column', width: 22 },
    { header: 'Required', width: 10 },
    { header: 'What it takes', width: 90 },
  ];
  for (const header of IMPORT_HEADERS) columns.addRow([header, notes[header].required ? 'Yes' : 'No', notes[header].takes]);
  columns.getRow(1).font = { bold: true };

  const names = await referenceNames(db);
  const values = workbook.addWorksheet(TEMPLATE_SHEETS.values, { views: [{ state: 'frozen', ySplit: 1 }] });
  values.columns = [
    { header: 'Department', width: 28 },
    { header: 'Nationality', width: 20 },
    { header: 'LGA', width: 24 },
    { header: 'State', width: 16 },
    { header: 'Status', width: 22 },
    { header: 'Sex', width: 6 },
  ];
  const longest = Math.max(names.departments.length, names.nationalities.length, names.lgas.length, STATUS_NAMES.length);
  for (let i = 0; i < longest; i += 1) {
    values.addRow([names.departments[i], names.nationalities[i], names.lgas[i]?.name, names.lgas[i]?.state, STATUS_NAMES[i], ['M', 'F'][i]]);
  }
  values.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template behind a signed link, as the export is: a browser download carries no Authorization header. */
export function importTemplateRoutes(app: FastifyInstance): void {
  defineSignedDownload(app, {
    calls: employeeFileCalls.template,
    sign: () => ({}),
    params: z.object({}),
    refusal: 'This template link is invalid or has expired. Download the template again from the import page.',
    async send({ reply, deps }) {
      return sendDownload(reply, TEMPLATE_FILE_NAME, Readable.from([await templateWorkbook(deps.db, deps.config.hr.employeeRules)]), XLSX_TYPE);
    },
  });
}
