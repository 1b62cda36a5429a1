import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'kysely';
import { employeeStatusName, secondsToDateText } from '@console/api/contract';
import type { Db } from '../../db/schema';
import { csvStream } from '../../http/csv-answer';
import { applyCriteria } from '../../http/list-query';
import { EMPLOYEE_COLUMNS, EMPLOYEE_CRITERIA, employeesJoined, type EmployeeRow } from './employee-rows';

// The employee export's file, written on the export's worker thread (export-worker.ts): the rows in
// the list's order and the two formats. Nothing here yields to other work: the thread has none.

/** Rows read per query: memory holds one batch, however many rows match. */
const BATCH = 500;

/** Matching employees in the list's order (name, id), read batch by batch after the last one seen. */
export async function* matchingEmployees(db: Db, criteria: Record<string, string>): AsyncGenerator<EmployeeRow> {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    let query = applyCriteria(employeesJoined(db), criteria, EMPLOYEE_CRITERIA)
      .select(EMPLOYEE_COLUMNS)
      .orderBy('employees.name')
      .orderBy('employees.id')
      .limit(BATCH);
    // A row value, not (name > x or name = x and id > y): both databases read it as a range of the
    // (name, id) index, where PostgreSQL walked the index from its first entry for every batch.
    if (after) query = query.where(sql<boolean>`(employees.name, employees.id) > (${after.name}, ${after.id})`);
    const rows = await query.execute();
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1];
  }
}

interface Column {
  header: string;
  value(row: EmployeeRow): string | number;
  /** Calendar dates: 'yyyy-MM-dd' text in CSV, date cells in XLSX. */
  date?: boolean;
  width?: number;
}

// Five dates a row over a million rows, on a few thousand distinct days: formatting each one again
// cost more than writing the rest of the row.
const dayTexts = new Map<number, string>();
const date = (seconds: number | null) => {
  if (seconds === null) return '';
  let text = dayTexts.get(seconds);
  if (text === undefined) {
    if (dayTexts.size >= 100_000) dayTexts.clear();
    text = secondsToDateText(seconds);
    dayTexts.set(seconds, text);
  }
  return text;
};

export const EXPORT_COLUMNS: Column[] = [
  { header: 'Staff ID', value: (r) => r.staffId, width: 14 },
  { header: 'Conf. File ID', value: (r) => r.confidentialFileId ?? '', width: 14 },
  { header: 'Name', value: (r) => r.name, width: 28 },
  { header: 'Sex', value: (r) => r.sex.toUpperCase(), width: 6 },
  { header: 'Date of Birth', value: (r) => date(r.dob), date: true, width: 14 },
  { header: 'Phone', value: (r) => r.phone, width: 16 },
  { header: 'Email', value: (r) => r.email, width: 26 },
  { header: 'Address', value: (r) => r.address, width: 30 },
  { header: 'Next of Kin', value: (r) => r.nextOfKinName, width: 24 },
  { header: 'Next of Kin Phone', value: (r) => r.nextOfKinPhone, width: 16 },
  { header: 'SGL', value: (r) => r.salaryGradeLevel, width: 6 },
  { header: 'Qualifications', value: (r) => r.qualifications, width: 30 },
  { header: 'Current Designation', value: (r) => r.position, width: 24 },
  { header: 'Status', value: (r) => employeeStatusName(r.status), width: 12 },
  { header: 'Department', value: (r) => r.departmentName, width: 22 },
  { header: 'LGA', value: (r) => r.lgaName, width: 20 },
  { header: 'State', value: (r) => r.lgaState, width: 16 },
  { header: 'Nationality', value: (r) => r.nationalityName, width: 16 },
  { header: 'Appointment Date', value: (r) => date(r.appointmentDate), date: true, width: 14 },
  { header: 'First Promotion Date', value: (r) => date(r.firstPromotionDate), date: true, width: 14 },
  { header: 'Last Promotion Date', value: (r) => date(r.lastPromotionDate), date: true, width: 14 },
];
const EXPORT_HEADER = EXPORT_COLUMNS.map((column) => column.header);

function csvRecords(rows: AsyncIterable<EmployeeRow>): AsyncIterable<Array<string | number>> {
  return (async function* () {
    for await (const row of rows) yield EXPORT_COLUMNS.map((column) => column.value(row));
  })();
}

function xlsxStream(rows: AsyncIterable<EmployeeRow>, onError: (error: Error) => void): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  (async () => {
    // Loaded on first use: requiring exceljs took seconds of every server start.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = EXPORT_COLUMNS.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width,
      style: c.date ? { numFmt: 'yyyy-mm-dd' } : {},
    }));
    for await (const row of rows) {
      sheet.addRow(EXPORT_COLUMNS.map((c) => (c.date && c.value(row) ? new Date(`${c.value(row)}T00:00:00Z`) : c.value(row)))).commit();
      // exceljs passes no back-pressure on: wait for a slow reader, or rows pile up in memory.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => {
    onError(error);
    out.destroy(error);
  });
  return out;
}

/** The export file of `rows` in `format`, the CSV through the one CSV writer with its formula guard. */
export function exportFile(format: 'csv' | 'xlsx', rows: AsyncIterable<EmployeeRow>, onError: (error: Error) => void): Readable {
  return format === 'xlsx' ? xlsxStream(rows, onError) : csvStream(EXPORT_HEADER, csvRecords(rows), onError);
}
