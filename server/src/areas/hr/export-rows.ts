import { Readable } from 'node:stream';
import type { CompiledQuery } from 'kysely';
import { employeeStatusName, secondsToDateText } from '@console/api/contract';
import type { Db } from '../../db/schema';
import { csvRecord } from '../../http/csv-answer';
import { applyCriteria } from '../../http/list-query';
import { EMPLOYEE_CRITERIA } from './employee-rows';
import { xlsxStream, type XlsxCell } from './xlsx-writer';

// The employee export's file, written on the export's worker thread (export-worker.ts): the columns,
// the query in the list's order and the two formats. Rows arrive as arrays in EXPORT_COLUMNS' order
// (export-read.ts). Nothing here yields to other work: the thread has none.

interface Column {
  header: string;
  /** The selected column, as Kysely names it. */
  column: string;
  /** The cell's value from the column's (the names of what a row refers to from `names`). */
  value(cell: unknown, names: ReferenceNames): string | number;
  /** Calendar dates: 'yyyy-MM-dd' text in CSV, date cells in XLSX. */
  date?: boolean;
  width?: number;
}

// Five dates a row over a million rows, on a few thousand distinct days: formatting each one again
// cost more than writing the rest of the row.
const dayTexts = new Map<number, string>();
const date = (cell: unknown) => {
  if (cell === null) return '';
  const seconds = cell as number;
  let text = dayTexts.get(seconds);
  if (text === undefined) {
    if (dayTexts.size >= 100_000) dayTexts.clear();
    text = secondsToDateText(seconds);
    dayTexts.set(seconds, text);
  }
  return text;
};

/** Text columns; the optional ones are null when empty. */
const text = (cell: unknown) => (cell ?? '') as string;

export const EXPORT_COLUMNS: Column[] = [
  { header: 'Staff ID', column: 'employees.staffId', value: text, width: 14 },
  { header: 'Conf. File ID', column: 'employees.confidentialFileId', value: text, width: 14 },
  { header: 'Name', column: 'employees.name', value: text, width: 28 },
  { header: 'Sex', column: 'employees.sex', value: (v) => (v as string).toUpperCase(), width: 6 },
  { header: 'Date of Birth', column: 'employees.dob', value: date, date: true, width: 14 },
  { header: 'Phone', column: 'employees.phone', value: text, width: 16 },
  { header: 'Email', column: 'employees.email', value: text, width: 26 },
  { header: 'Address', column: 'employees.address', value: text, width: 30 },
  { header: 'Next of Kin', column: 'employees.nextOfKinName', value: text, width: 24 },
  { header: 'Next of Kin Phone', column: 'employees.nextOfKinPhone', value: text, width: 16 },
  { header: 'SGL', column: 'employees.salaryGradeLevel', value: (v) => v as number, width: 6 },
  { header: 'Qualifications', column: 'employees.qualifications', value: text, width: 30 },
  { header: 'Current Designation', column: 'employees.position', value: text, width: 24 },
  { header: 'Status', column: 'employees.status', value: (v) => employeeStatusName(v as number), width: 12 },
  { header: 'Department', column: 'employees.departmentId', value: (id, names) => names.department.get(id as string) ?? '', width: 22 },
  { header: 'LGA', column: 'employees.lgaId', value: (id, names) => names.lga.get(id as string) ?? '', width: 20 },
  { header: 'State', column: 'employees.lgaId', value: (id, names) => names.state.get(id as string) ?? '', width: 16 },
  { header: 'Nationality', column: 'employees.nationalityId', value: (id, names) => names.nationality.get(id as string) ?? '', width: 16 },
  { header: 'Appointment Date', column: 'employees.appointmentDate', value: date, date: true, width: 14 },
  { header: 'First Promotion Date', column: 'employees.firstPromotionDate', value: date, date: true, width: 14 },
  { header: 'Last Promotion Date', column: 'employees.lastPromotionDate', value: date, date: true, width: 14 },
];
const EXPORT_HEADER = EXPORT_COLUMNS.map((column) => column.header);

/**
 * The names a row refers to by id, read once before the rows: a few hundred departments, LGAs and
 * nationalities. Joining them in the statement cost three index lookups a row and halved SQLite's
 * read (docs/performance.md "Export").
 */
export interface ReferenceNames {
  department: Map<string, string>;
  lga: Map<string, string>;
  state: Map<string, string>;
  nationality: Map<string, string>;
}

export async function referenceNames(db: Db): Promise<ReferenceNames> {
  const [departments, lgas, nationalities] = await Promise.all([
    db.selectFrom('departments').select(['id', 'name']).execute(),
    db.selectFrom('lgas').select(['id', 'name', 'state']).execute(),
    db.selectFrom('nationalities').select(['id', 'name']).execute(),
  ]);
  return {
    department: new Map(departments.map((d) => [d.id, d.name])),
    lga: new Map(lgas.map((l) => [l.id, l.name])),
    state: new Map(lgas.map((l) => [l.id, l.state])),
    nationality: new Map(nationalities.map((n) => [n.id, n.name])),
  };
}

/** The matching employees' exported columns in the list's order (name, id): one statement, read to its end. */
export const exportQuery = (db: Db, criteria: Record<string, string>): CompiledQuery =>
  applyCriteria(db.selectFrom('employees'), criteria, EMPLOYEE_CRITERIA)
    .select(EXPORT_COLUMNS.map((column) => column.column) as never)
    .orderBy('employees.name')
    .orderBy('employees.id')
    .compile();

type Batches = AsyncIterable<unknown[][]> | Iterable<unknown[][]>;

/** Each batch of rows as one string of CSV records: one chunk written per batch, not one per cell. */
async function* csvChunks(batches: Batches, names: ReferenceNames): AsyncGenerator<string> {
  yield `\ufeff${csvRecord(EXPORT_HEADER)}`;
  const cells: Array<string | number> = new Array(EXPORT_COLUMNS.length);
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      for (let i = 0; i < EXPORT_COLUMNS.length; i += 1) cells[i] = EXPORT_COLUMNS[i].value(row[i], names);
      chunk += csvRecord(cells);
    }
    yield chunk;
  }
}

/** The rows' cells for the workbook: dates stay epoch seconds (date cells), the rest as in the CSV. */
async function* xlsxRows(batches: Batches, names: ReferenceNames): AsyncGenerator<XlsxCell[][]> {
  for await (const rows of batches) {
    yield rows.map((row) => EXPORT_COLUMNS.map((c, i) => (c.date ? (row[i] as number | null) : c.value(row[i], names))));
  }
}

/** The export file of the rows of `exportQuery` in `format`: CSV text cells through the formula guard, XLSX text as text cells. */
export function exportFile(format: 'csv' | 'xlsx', batches: Batches, names: ReferenceNames, onError: (error: Error) => void): Readable {
  if (format === 'xlsx') return xlsxStream('Employees', EXPORT_COLUMNS, xlsxRows(batches, names), onError);
  const file = Readable.from(csvChunks(batches, names), { objectMode: false });
  file.once('error', onError);
  return file;
}
