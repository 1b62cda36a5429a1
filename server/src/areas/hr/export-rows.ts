import { Readable } from 'node:stream';
import { employeeStatusName, secondsToDateText } from '@console/api/formatters';
import { csvCell, csvRecord } from '../../http/csv-answer';
import { xlsxStream, type XlsxCell } from './xlsx-writer';

// The employee export's file, written on the export's worker thread (export-worker.ts): the columns,
// the query in the list's order and the two formats. Rows arrive as arrays in EXPORT_COLUMNS' order
// (export-read.ts). Nothing here yields to other work: the thread has none.

/**
 * What a column holds, which says how it is written: the CSV and XLSX writers here, and PostgreSQL's
 * own CSV writer (export-copy.ts) which must write the same bytes.
 */
export type ColumnKind = 'text' | 'upper' | 'number' | 'status' | 'date' | keyof ReferenceNames;

export interface Column {
  header: string;
  /** The selected column, as Kysely names it. */
  column: string;
  kind: ColumnKind;
  /** Calendar dates: 'yyyy-MM-dd' text in CSV, date cells in XLSX. */
  date: boolean;
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

/** A cell's value by its column's kind (the names of what a row refers to from `names`). */
export const CELL_VALUE: Record<ColumnKind, (cell: unknown, names: ReferenceNames) => string | number> = {
  // Text columns; the optional ones are null when empty.
  text: (cell) => (cell ?? '') as string,
  upper: (cell) => (cell as string).toUpperCase(),
  number: (cell) => cell as number,
  status: (cell) => employeeStatusName(cell as number),
  date,
  department: (id, names) => names.department.get(id as string) ?? '',
  lga: (id, names) => names.lga.get(id as string) ?? '',
  state: (id, names) => names.state.get(id as string) ?? '',
  nationality: (id, names) => names.nationality.get(id as string) ?? '',
};

export const EXPORT_COLUMNS: Column[] = (
  [
    { header: 'Staff ID', column: 'employees.staffId', kind: 'text', width: 14 },
    { header: 'Conf. File ID', column: 'employees.confidentialFileId', kind: 'text', width: 14 },
    { header: 'Name', column: 'employees.name', kind: 'text', width: 28 },
    { header: 'Sex', column: 'employees.sex', kind: 'upper', width: 6 },
    { header: 'Date of Birth', column: 'employees.dob', kind: 'date', width: 14 },
    { header: 'Phone', column: 'employees.phone', kind: 'text', width: 16 },
    { header: 'Email', column: 'employees.email', kind: 'text', width: 26 },
    { header: 'Address', column: 'employees.address', kind: 'text', width: 30 },
    { header: 'Next of Kin', column: 'employees.nextOfKinName', kind: 'text', width: 24 },
    { header: 'Next of Kin Phone', column: 'employees.nextOfKinPhone', kind: 'text', width: 16 },
    { header: 'SGL', column: 'employees.salaryGradeLevel', kind: 'number', width: 6 },
    { header: 'Qualifications', column: 'employees.qualifications', kind: 'text', width: 30 },
    { header: 'Current Designation', column: 'employees.position', kind: 'text', width: 24 },
    { header: 'Status', column: 'employees.status', kind: 'status', width: 12 },
    { header: 'Department', column: 'employees.departmentId', kind: 'department', width: 22 },
    { header: 'LGA', column: 'employees.lgaId', kind: 'lga', width: 20 },
    { header: 'State', column: 'employees.lgaId', kind: 'state', width: 16 },
    { header: 'Nationality', column: 'employees.nationalityId', kind: 'nationality', width: 16 },
    { header: 'Appointment Date', column: 'employees.appointmentDate', kind: 'date', width: 14 },
    { header: 'First Promotion Date', column: 'employees.firstPromotionDate', kind: 'date', width: 14 },
    { header: 'Last Promotion Date', column: 'employees.lastPromotionDate', kind: 'date', width: 14 },
  ] satisfies Array<Omit<Column, 'date'>>
).map((column) => ({ ...column, date: column.kind === 'date' }));
/** The CSV's first bytes: a byte order mark, so that spreadsheets read UTF-8, and the header record. */
export const CSV_HEADER = `\ufeff${csvRecord(EXPORT_COLUMNS.map((column) => column.header))}`;

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

type Batches = AsyncIterable<unknown[][]> | Iterable<unknown[][]>;

/** The names a row refers to, each already written as a CSV cell (guarded and quoted once, not once a row). */
type CsvNames = { [K in keyof ReferenceNames]: Map<string, string> };

// The CSV cell of each kind of column, as csvRecord would write the column's value.
const CSV_CELL: Record<ColumnKind, (cell: unknown, names: CsvNames) => string> = {
  text: (cell) => (cell === null ? '' : csvCell(cell as string)),
  upper: (cell) => csvCell((cell as string).toUpperCase()),
  number: (cell) => String(cell),
  status: (cell) => csvCell(employeeStatusName(cell as number)),
  // 'yyyy-mm-dd' holds nothing to guard or quote.
  date,
  department: (id, names) => names.department.get(id as string) ?? '',
  lga: (id, names) => names.lga.get(id as string) ?? '',
  state: (id, names) => names.state.get(id as string) ?? '',
  nationality: (id, names) => names.nationality.get(id as string) ?? '',
};

/** Each batch of rows as one string of CSV records: one chunk written per batch, not one per cell. */
async function* csvChunks(batches: Batches, names: ReferenceNames): AsyncGenerator<string> {
  yield CSV_HEADER;
  const csvNames = Object.fromEntries(
    Object.entries(names).map(([kind, map]: [string, Map<string, string>]) => [kind, new Map([...map].map(([id, name]) => [id, csvCell(name)]))]),
  ) as CsvNames;
  const cells = EXPORT_COLUMNS.map((column) => CSV_CELL[column.kind]);
  const last = cells.length - 1;
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      for (let i = 0; i < last; i += 1) chunk += `${cells[i](row[i], csvNames)},`;
      chunk += `${cells[last](row[last], csvNames)}\n`;
    }
    yield chunk;
  }
}

/** The rows' cells for the workbook: dates stay epoch seconds (date cells), the rest as in the CSV. */
async function* xlsxRows(batches: Batches, names: ReferenceNames): AsyncGenerator<XlsxCell[][]> {
  for await (const rows of batches) {
    yield rows.map((row) => EXPORT_COLUMNS.map((c, i) => (c.date ? (row[i] as number | null) : CELL_VALUE[c.kind](row[i], names))));
  }
}

/** The export file of the rows of `exportQuery` in `format`: CSV text cells through the formula guard, XLSX text as text cells. */
export function exportFile(format: 'csv' | 'xlsx', batches: Batches, names: ReferenceNames, onError: (error: Error) => void): Readable {
  if (format === 'xlsx') return xlsxStream('Employees', EXPORT_COLUMNS, xlsxRows(batches, names), onError);
  const file = Readable.from(csvChunks(batches, names), { objectMode: false });
  file.once('error', onError);
  return file;
}
