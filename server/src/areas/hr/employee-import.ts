import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import {
  EMPLOYEE_IMPORT_MAX_PROBLEMS,
  EMPLOYEE_IMPORT_MAX_ROWS,
  EMPLOYEE_IMPORT_PREVIEW_ROWS,
  EMPLOYEE_STATUSES,
  NOT_VERIFIED,
  employeeRequests,
  type createEmployeeRequest,
  type EmployeeImportFormat,
  type EmployeeRules,
  type ImportCellProblem,
  type ImportCheck,
  type ImportPreviewRow,
  type ImportProblem,
  type ImportProgress,
} from '@console/api/contract';
import { auditCreates, writeAudit, type Actor } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Db, Tx } from '../../db/schema';
import { ApiError, validationFailure } from '../../http/api-error';
import { startsFormula } from '../../http/csv-answer';
import { EMPLOYEE } from './employee-corrections';
import { employeeColumns, type StoredEmployee } from './employee-rows';
import { WorkbookRefused, xmlPartsOnly } from './workbook-guard';

type EmployeeValues = z.output<typeof createEmployeeRequest>;
type Field = keyof z.input<typeof createEmployeeRequest>;
type Cell = string | Date | number | boolean | null | { formula: true };

/**
 * The export's columns (export-rows.ts), by header, with the request field each one fills.
 * Department, LGA with State, Nationality and Status are read by name, as the export writes them.
 */
const COLUMNS = [
  { header: 'Staff ID', field: 'staffId', freeText: true },
  { header: 'Conf. File ID', field: 'confidentialFileId', freeText: true },
  { header: 'Name', field: 'name', freeText: true },
  { header: 'Sex', field: 'sex' },
  { header: 'Date of Birth', field: 'dob', date: true },
  { header: 'Phone', field: 'phone' },
  { header: 'Email', field: 'email', freeText: true },
  { header: 'Address', field: 'address', freeText: true },
  { header: 'Next of Kin', field: 'nextOfKinName', freeText: true },
  { header: 'Next of Kin Phone', field: 'nextOfKinPhone' },
  { header: 'SGL', field: 'salaryGradeLevel' },
  { header: 'Qualifications', field: 'qualifications', freeText: true },
  { header: 'Current Designation', field: 'position', freeText: true },
  { header: 'Status', field: 'status' },
  { header: 'Department', field: 'departmentId', freeText: true },
  { header: 'LGA', field: 'lgaId' },
  { header: 'State', field: null },
  { header: 'Nationality', field: 'nationalityId' },
  { header: 'Appointment Date', field: 'appointmentDate', date: true },
  { header: 'First Promotion Date', field: 'firstPromotionDate', date: true },
  { header: 'Last Promotion Date', field: 'lastPromotionDate', date: true },
] as const satisfies readonly { header: string; field: Field | null; freeText?: boolean; date?: boolean }[];

export const IMPORT_HEADERS = COLUMNS.map((c) => c.header);
/**
 * The column the rejected rows' file adds (import-routes.ts): read past, so that the file, once
 * corrected, imports as it is.
 */
export const REASON_HEADER = 'Reason';
const headerOf = new Map<string, string>(COLUMNS.filter((c) => c.field).map((c) => [c.field as string, c.header]));

/** Rows checked or inserted between two progress reports (and two turns of the event loop). */
export const PROGRESS_EVERY = 500;
// Parameters per INSERT stay far below both databases' limits (SQLite 32,766, PostgreSQL 65,535).
const INSERT_BATCH = 500;

export type OnProgress = (progress: ImportProgress) => void;

export interface SheetRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  number: number;
  cells: Map<string, Cell>;
}

const fileProblem = (message: string) => validationFailure({ file: message });
const key = (text: string) => text.trim().toLowerCase();

/** The header row's columns by position; unknown or missing columns refuse the whole file. */
function readHeader(values: Cell[]): (string | null)[] {
  const known = new Map(IMPORT_HEADERS.map((h) => [key(h), h]));
  const names = values.map((v) => (typeof v === 'string' ? key(v) : ''));
  const unknown = values.filter((v, i) => names[i] !== '' && names[i] !== key(REASON_HEADER) && !known.has(names[i])).map(String);
  const missing = IMPORT_HEADERS.filter((h) => !names.includes(key(h)));
  const problems = [
    ...(missing.length ? [`Missing columns: ${missing.join(', ')}`] : []),
    ...(unknown.length ? [`Unknown columns: ${unknown.join(', ')}`] : []),
  ];
  if (problems.length) throw fileProblem(`${problems.join('. ')}. The first row must name the export's columns.`);
  return names.map((n) => known.get(n) ?? null);
}

function toRows(table: Cell[][], firstNumber: (index: number) => number): SheetRow[] {
  if (table.length === 0) throw fileProblem('The file is empty.');
  const headers = readHeader(table[0]);
  const rows: SheetRow[] = [];
  for (let i = 1; i < table.length; i += 1) {
    const values = table[i];
    if (isBlankRow(values)) continue;
    if (rows.length >= EMPLOYEE_IMPORT_MAX_ROWS) throw tooManyRows();
    const cells = new Map<string, Cell>();
    headers.forEach((header, column) => header && cells.set(header, values[column] ?? null));
    rows.push({ number: firstNumber(i), cells });
  }
  if (rows.length === 0) throw fileProblem('The file has no rows below the header.');
  return rows;
}

function readCsv(content: Buffer): SheetRow[] {
  let table: string[][];
  try {
    table = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    throw fileProblem(`The file is not valid CSV: ${(error as Error).message}`);
  }
  // Quoted line breaks make row numbers differ from line numbers; a spreadsheet counts records, so do we.
  return toRows(table, (index) => index + 1);
}

function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if ('formula' in value || 'sharedFormula' in value) return { formula: true };
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

const NOT_A_WORKBOOK = 'The file is not a valid Excel workbook (.xlsx).';
const isBlankRow = (values: Cell[]) => values.every((v) => v === null || v === '');
const tooManyRows = () => fileProblem(`The file has more than ${EMPLOYEE_IMPORT_MAX_ROWS.toLocaleString('en')} rows.`);

/**
 * The first sheet, read row by row as the zip inflates (ExcelJS's streaming reader): the row cap
 * stops the reading at the first row past it, so a huge sheet costs no more than the cap's worth.
 */
async function readXlsx(content: Buffer): Promise<SheetRow[]> {
  let parts: Buffer;
  try {
    parts = await xmlPartsOnly(content);
  } catch (error) {
    if (error instanceof WorkbookRefused) throw fileProblem(error.message);
    throw fileProblem(NOT_A_WORKBOOK);
  }
  // Loaded on first use: requiring exceljs took seconds of every server start.
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([parts]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const table: Cell[][] = [];
  const numbers: number[] = [];
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      let dataRows = 0;
      for await (const row of sheet) {
        const values: Cell[] = [];
        for (let column = 1; column <= row.cellCount; column += 1) values.push(xlsxCell(row.getCell(column).value));
        if (table.length > 0 && !isBlankRow(values) && ++dataRows > EMPLOYEE_IMPORT_MAX_ROWS) throw tooManyRows();
        table.push(values);
        numbers.push(row.number);
      }
      break;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw fileProblem(NOT_A_WORKBOOK);
  }
  if (sheets === 0) throw fileProblem('The workbook has no sheet.');
  return toRows(table, (index) => numbers[index]);
}

export function readSheet(format: EmployeeImportFormat, content: Buffer): Promise<SheetRow[]> | SheetRow[] {
  return format === 'xlsx' ? readXlsx(content) : readCsv(content);
}

interface References {
  departments: Map<string, string>;
  lgas: Map<string, string>;
  nationalities: Map<string, string>;
}

async function loadReferences(db: Db): Promise<References> {
  const [departments, lgas, nationalities] = await Promise.all([
    db.selectFrom('departments').select(['id', 'name']).execute(),
    db.selectFrom('lgas').select(['id', 'name', 'state']).execute(),
    db.selectFrom('nationalities').select(['id', 'name']).execute(),
  ]);
  return {
    departments: new Map(departments.map((d) => [key(d.name), d.id])),
    lgas: new Map(lgas.map((l) => [`${key(l.name)}|${key(l.state)}`, l.id])),
    nationalities: new Map(nationalities.map((n) => [key(n.name), n.id])),
  };
}

const statusByName = new Map<string, number>([...EMPLOYEE_STATUSES.map((s) => [key(s.label), s.value] as const), ['unknown', NOT_VERIFIED]]);
const sexByName = new Map<string, string>([
  ['m', 'm'],
  ['male', 'm'],
  ['f', 'f'],
  ['female', 'f'],
]);

const dateText = (value: Date) => value.toISOString().slice(0, 10);

/** A cell as text: dates as yyyy-MM-dd (unambiguous, and what the create call reads), a formula as nothing. */
function cellText(row: SheetRow, header: string): string {
  const value = row.cells.get(header);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') return '';
  return String(value).trim();
}

/** The row's cells in the import's column order, as the preview shows them and the rejected rows' file writes them. */
export const cellsOf = (row: SheetRow) => IMPORT_HEADERS.map((header) => cellText(row, header));

// dd/mm/yyyy, as people in Nigeria write days and the template asks (en-NG); d/m/yyyy too.
const TYPED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/**
 * A date cell's text as the create call reads it: dd/mm/yyyy turned to yyyy-MM-dd, anything else as
 * it is. A month past 12 is left as typed, so the row says which form is read (05/17/2012 is mm/dd).
 */
function dayOf(text: string): string {
  const typed = TYPED_DAY.exec(text);
  if (!typed || Number(typed[2]) > 12) return text;
  return `${typed[3]}-${typed[2].padStart(2, '0')}-${typed[1].padStart(2, '0')}`;
}

const problemAt = (column: string | null, message: string): ImportCellProblem => ({ column, message });

/** One row as the create call's body, with the problems found before the schema sees it. */
function toRequest(row: SheetRow, format: EmployeeImportFormat, refs: References): { body: Record<string, unknown>; problems: ImportCellProblem[] } {
  const problems: ImportCellProblem[] = [];
  const text = (header: string) => cellText(row, header);
  const body: Record<string, unknown> = {};
  for (const column of COLUMNS) {
    const value = row.cells.get(column.header);
    if (value !== null && typeof value === 'object' && 'formula' in value) {
      problems.push(problemAt(column.header, 'a formula; enter the value itself'));
      continue;
    }
    if (!column.field) continue;
    let cell = text(column.header);
    // XLSX keeps text as text; only CSV needs the export's guard undone, and a bare formula refused.
    if (format === 'csv' && 'freeText' in column) {
      if (cell.startsWith("'") && startsFormula(cell.slice(1))) cell = cell.slice(1);
      else if (startsFormula(cell)) {
        problems.push(problemAt(column.header, `starts with ${cell[0]}, which a spreadsheet reads as a formula; put ' before it`));
        continue;
      }
    }
    body[column.field] = 'date' in column ? dayOf(cell) : cell;
  }
  const sex = sexByName.get(key(text('Sex')));
  body.sex = sex ?? text('Sex');
  const status = text('Status');
  body.status = status === '' ? 0 : (statusByName.get(key(status)) ?? -1);
  body.salaryGradeLevel = text('SGL') === '' ? undefined : text('SGL');
  const reference = (header: string, id: string | undefined, missing: string) => {
    if (text(header) === '') return undefined;
    if (!id) problems.push(problemAt(header, missing));
    return id ?? '';
  };
  body.departmentId = reference('Department', refs.departments.get(key(text('Department'))), `no department named "${text('Department')}"`);
  body.lgaId = reference(
    'LGA',
    refs.lgas.get(`${key(text('LGA'))}|${key(text('State'))}`),
    `no LGA "${text('LGA')}" in the state "${text('State')}"`,
  );
  body.nationalityId = reference('Nationality', refs.nationalities.get(key(text('Nationality'))), `no nationality "${text('Nationality')}"`);
  return { body, problems };
}

const DATE_FIELDS = new Set<string>(COLUMNS.filter((c) => 'date' in c).map((c) => c.field));
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** The schema's message at its column; a date in another form says which forms are read (a spreadsheet may write 05/17/1990). */
function problemOf(issue: z.core.$ZodIssue, body: Record<string, unknown>): ImportCellProblem {
  const field = String(issue.path[0]);
  const value = body[field];
  const header = headerOf.get(field) ?? null;
  if (DATE_FIELDS.has(field) && typeof value === 'string' && value !== '' && !DATE_TEXT.test(value)) {
    return problemAt(header, 'write dates as dd/mm/yyyy (or yyyy-mm-dd)');
  }
  return problemAt(header, issue.message);
}

/** `<column>: <message>`, as the problems list and the rejected rows' Reason column read. */
const reasonText = (problem: ImportCellProblem) => `${problem.column ?? 'Row'}: ${problem.message}`;

/** A row that cannot be imported, as read (its text made only if the rejected rows' file is written), and why. */
export interface RejectedRow {
  row: SheetRow;
  reasons: string[];
}

export interface CheckedImport extends ImportCheck {
  employees: EmployeeValues[];
  /** Every row that cannot be imported, in file order (`problems` lists the first 500). */
  rejected: RejectedRow[];
}

const turn = () => new Promise(setImmediate);

/**
 * Checks every row as the create call would (the same schema under the installation's `rules`,
 * config.hr.employeeRules, references by name), plus staff and file ids repeated inside the file or
 * already in use. The answer lists the rows with problems.
 */
export async function checkImport(
  db: Db,
  rules: EmployeeRules,
  format: EmployeeImportFormat,
  rows: SheetRow[],
  onProgress: OnProgress,
): Promise<CheckedImport> {
  const createRequest = employeeRequests(rules).create;
  const refs = await loadReferences(db);
  const problems: ImportProblem[] = [];
  const preview: ImportPreviewRow[] = [];
  const employees: EmployeeValues[] = [];
  const rejected: RejectedRow[] = [];
  const staffIdRow = new Map<string, number>();
  const fileIdRow = new Map<string, number>();

  for (let start = 0; start < rows.length; start += PROGRESS_EVERY) {
    const chunk = rows.slice(start, start + PROGRESS_EVERY);
    const checked = chunk.map((row) => {
      const { body, problems: found } = toRequest(row, format, refs);
      const parsed = createRequest.safeParse(body);
      if (parsed.success) {
        const { staffId, confidentialFileId } = parsed.data;
        const sameStaffId = staffIdRow.get(staffId);
        if (sameStaffId !== undefined) found.push(problemAt('Staff ID', `${staffId} is also on row ${sameStaffId}`));
        else staffIdRow.set(staffId, row.number);
        if (confidentialFileId) {
          const sameFileId = fileIdRow.get(confidentialFileId);
          if (sameFileId !== undefined) found.push(problemAt('Conf. File ID', `${confidentialFileId} is also on row ${sameFileId}`));
          else fileIdRow.set(confidentialFileId, row.number);
        }
      } else {
        // A reference already named as missing would only add 'Invalid' for the same column.
        const named = new Set(found.map((p) => p.column));
        for (const issue of parsed.error.issues) if (!named.has(headerOf.get(String(issue.path[0])) ?? '')) found.push(problemOf(issue, body));
      }
      return { row, body, values: parsed.success ? parsed.data : null, found };
    });

    const staffIds = checked.flatMap((c) => (c.values ? [c.values.staffId] : []));
    const fileIds = checked.flatMap((c) => (c.values?.confidentialFileId ? [c.values.confidentialFileId] : []));
    const [staffInUse, filesInUse] = await Promise.all([
      staffIds.length
        ? db.selectFrom('employees').select('staffId as id').where('staffId', 'in', staffIds).execute()
        : Promise.resolve([] as { id: string }[]),
      fileIds.length
        ? db.selectFrom('employees').select('confidentialFileId as id').where('confidentialFileId', 'in', fileIds).execute()
        : Promise.resolve([] as { id: string | null }[]),
    ]);
    const usedStaff = new Set(staffInUse.map((r) => r.id));
    const usedFiles = new Set(filesInUse.map((r) => r.id));

    for (const { row, body, values, found } of checked) {
      if (values && usedStaff.has(values.staffId)) found.push(problemAt('Staff ID', `${values.staffId} is already in use`));
      if (values?.confidentialFileId && usedFiles.has(values.confidentialFileId)) {
        found.push(problemAt('Conf. File ID', `${values.confidentialFileId} is already in use`));
      }
      const listed = problems.length < EMPLOYEE_IMPORT_MAX_PROBLEMS;
      if (preview.length < EMPLOYEE_IMPORT_PREVIEW_ROWS || (found.length > 0 && listed)) {
        preview.push({ row: row.number, cells: cellsOf(row), problems: found });
      }
      if (found.length === 0 && values) {
        employees.push(values);
        continue;
      }
      const reasons = found.map(reasonText);
      rejected.push({ row, reasons });
      if (listed) problems.push({ row: row.number, staffId: String(body.staffId ?? ''), name: String(body.name ?? ''), reasons });
    }
    onProgress({ phase: 'checking', done: Math.min(start + PROGRESS_EVERY, rows.length), total: rows.length });
    await turn();
  }
  return { rows: rows.length, problemCount: rejected.length, problems, columns: IMPORT_HEADERS, preview, employees, rejected };
}

const toRow = (values: EmployeeValues, now: number): StoredEmployee => ({
  id: newId(),
  staffId: values.staffId,
  ...employeeColumns(values),
  status: values.status,
  photo: null,
  created: now,
  updated: now,
});

/** The entity of an import's own audit line: what was sent, how many rows it held and what became of them. */
export const EMPLOYEE_IMPORT = 'Employee import';

/** The import's summary line, in its transaction (beside each employee's own create line). */
export function auditImport(tx: Tx, actor: Actor, fileName: string, outcome: { rows: number; imported: number; rejected: number }) {
  const rejected = outcome.rejected > 0 ? `, ${outcome.rejected.toLocaleString('en')} rejected` : '';
  return writeAudit(tx, actor, {
    action: 'create',
    entity: EMPLOYEE_IMPORT,
    detail: `${fileName}: ${outcome.imported.toLocaleString('en')} of ${outcome.rows.toLocaleString('en')} rows imported${rejected}`,
  });
}

/** Inserts the checked employees in the caller's transaction, each audited as a create naming the file. */
export async function insertEmployees(tx: Tx, actor: Actor, employees: EmployeeValues[], fileName: string, onProgress: OnProgress): Promise<void> {
  const now = nowSeconds();
  const detail = `Imported from ${fileName}`;
  for (let start = 0; start < employees.length; start += INSERT_BATCH) {
    const rows = employees.slice(start, start + INSERT_BATCH).map((values) => toRow(values, now));
    await tx.insertInto('employees').values(rows).execute();
    await auditCreates(
      tx,
      actor,
      EMPLOYEE,
      rows.map((row) => ({ id: row.id, after: row })),
      detail,
    );
    onProgress({ phase: 'importing', done: Math.min(start + INSERT_BATCH, employees.length), total: employees.length });
    await turn();
  }
}
