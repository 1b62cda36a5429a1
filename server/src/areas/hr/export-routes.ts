import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  EMPLOYEE_FILTERS,
  EXPORT_FORMATS,
  INVALID,
  employeeFileCalls,
  employeeStatusName,
  secondsToDateText,
  XLSX_TYPE,
} from '@console/api/contract';
import type { Db } from '../../db/schema';
import { capPerServer } from '../../core/concurrency-cap';
import { tooManyRunning, validationFailure } from '../../http/api-error';
import { CSV_TYPE, csvStream, sendDownload } from '../../http/csv-answer';
import { defineSignedDownload } from '../../http/signed-download';
import { applyCriteria } from '../../http/list-query';
import { countedExportRows } from '../../operations/metrics';
import { applyDueStatuses } from './employee-corrections';
import { EMPLOYEE_COLUMNS, EMPLOYEE_CRITERIA, checkEmployeeCriteria, employeesJoined, type EmployeeRow } from './employee-rows';

/** Long enough to start the download the list asked for, too short to be worth passing around. */
export const EXPORT_LINK_SECONDS = 5 * 60;
/** Rows read per query: memory holds one batch, however many rows match. */
const BATCH = 500;
const YIELD_ROWS = 50;
const TURN_MS = 5;
/** Exports running at once per user and in all (docs/security.md; bench/src/export-cap.ts measures it). */
export const EXPORT_CAP = { perUser: 1, overall: 2, retryAfterSeconds: 15 };
/** The running exports of one server. */
export const exportSlots = capPerServer(EXPORT_CAP.perUser, EXPORT_CAP.overall);

/** The export's query once the signature is checked: the format and the list's filter. */
const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: INVALID }).default('csv'),
  ...Object.fromEntries(EMPLOYEE_FILTERS.map((key) => [key, z.string().max(200).optional()])),
});

function criteriaOf(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    EMPLOYEE_FILTERS.filter((key) => values[key] !== undefined && values[key] !== null && values[key] !== '').map((key) => [
      key,
      String(values[key]),
    ]),
  );
}

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
    // better-sqlite3 answers without leaving the current task, and a fast reader never pushes back:
    // without this turn of the event loop, other requests waited for the whole export.
    await new Promise(setImmediate);
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
    let since = performance.now();
    for await (const row of rows) {
      yield EXPORT_COLUMNS.map((column) => column.value(row));
      // A batch of rows turns into CSV without leaving the task: after a few milliseconds of it,
      // other requests get their turn (a fixed row count cost the export twice its time).
      if (performance.now() - since > TURN_MS) {
        await new Promise(setImmediate);
        since = performance.now();
      }
    }
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
    let written = 0;
    for await (const row of rows) {
      sheet.addRow(EXPORT_COLUMNS.map((c) => (c.date && c.value(row) ? new Date(`${c.value(row)}T00:00:00Z`) : c.value(row)))).commit();
      written += 1;
      // exceljs passes no back-pressure on, and SQLite reads never leave the current task: give the
      // zip writer its turn every few rows and wait for a slow reader, or rows pile up in memory.
      if (out.writableNeedDrain) await once(out, 'drain');
      else if (written % YIELD_ROWS === 0) await new Promise(setImmediate);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => {
    onError(error);
    out.destroy(error);
  });
  return out;
}

/**
 * Takes one of the running-export slots of the link's user until the download ends, fails or the
 * browser goes away; refuses with 429 and a Retry-After when none is free.
 */
export function holdExportSlot(deps: object, reply: FastifyReply, userId: string): void {
  const release = exportSlots(deps).tryAcquire(userId);
  if (!release) throw tooManyRunning('exports', EXPORT_CAP.retryAfterSeconds);
  reply.raw.once('close', release);
}

export function exportRoutes(app: FastifyInstance): void {
  defineSignedDownload(app, {
    calls: employeeFileCalls.export,
    sign({ body }) {
      const unknown = Object.keys(body.criteria).filter((key) => !(EMPLOYEE_FILTERS as readonly string[]).includes(key));
      if (unknown.length > 0) throw validationFailure(Object.fromEntries(unknown.map((key) => [`criteria.${key}`, 'Unknown filter'])));
      return { format: body.format, ...criteriaOf(checkEmployeeCriteria(body.criteria)) };
    },
    linkSeconds: EXPORT_LINK_SECONDS,
    params: exportQuery,
    refusal: 'This export link is invalid or has expired. Export again from the list.',
    async send({ params, userId, request, reply, deps }) {
      await applyDueStatuses(deps.db);
      holdExportSlot(deps, reply, userId);
      const rows = countedExportRows(app.metrics, matchingEmployees(deps.db, checkEmployeeCriteria(criteriaOf(params))));
      const onError = (error: Error) => request.log.error({ err: error }, 'employee export failed while streaming');
      const { format } = params;
      const body = format === 'xlsx' ? xlsxStream(rows, onError) : csvStream(EXPORT_HEADER, csvRecords(rows), onError);
      return sendDownload(reply, `employees-${new Date().toISOString().slice(0, 10)}.${format}`, body, format === 'xlsx' ? XLSX_TYPE : CSV_TYPE);
    },
  });
}
