import { Readable, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A download the browser saves as `filename`; no cache keeps it, since exports carry personal data. */
export function sendDownload(reply: FastifyReply, filename: string, body: Readable | string, type = CSV_TYPE) {
  return reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(body);
}

// A cell starting with one of these is a formula to a spreadsheet opening the CSV: = + - @ tab CR
// (their character codes, compared before any regular expression runs: most cells start otherwise).
const FORMULA_START = new Set([61, 43, 45, 64, 9, 13]);
// Signed numbers and phone numbers (+234 803 000 0000) start so too, but call and fetch nothing.
const NUMBER_LIKE = /^[+-]?\d[\d .]*$/;

/**
 * Whether a spreadsheet opening the CSV would run `value` as a formula (=HYPERLINK(...), -1+cmd|...).
 * PostgreSQL's export writes the same test in SQL (areas/hr/export-copy.ts).
 */
export const startsFormula = (value: string): boolean => FORMULA_START.has(value.charCodeAt(0)) && !NUMBER_LIKE.test(value);

/** Text as a spreadsheet should show it: a formula gets a leading apostrophe and stays text. Number cells pass as they are. */
export const textCell = (value: string): string => (startsFormula(value) ? `'${value}` : value);

const NEEDS_QUOTES = /[",\n\r]/;
const QUOTES = /"/g;

/**
 * One CSV record and its line end, written as `csvStream` writes it (csv-stringify's defaults: a
 * cell quoted when it holds a comma, a quote or a line break; text through the formula guard), for
 * a writer that formats a million rows and cannot afford a stream step per record (the employee export).
 */
export function csvRecord(cells: ReadonlyArray<string | number>): string {
  let line = '';
  for (let i = 0; i < cells.length; i += 1) {
    if (i > 0) line += ',';
    line += csvCell(cells[i]);
  }
  return `${line}\n`;
}

/** One cell as `csvRecord` writes it: text through the formula guard, quoted when it must be. */
export function csvCell(cell: string | number): string {
  if (typeof cell === 'number') return String(cell);
  const text = textCell(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTES, '""')}"` : text;
}

/**
 * Records as a CSV stream under a header row, with a byte order mark so that spreadsheets read it as
 * UTF-8: the CSV writer of every download (the employee export writes the same bytes with
 * csvRecord), so that no export forgets the formula guard (textCell). A record source that fails part-way ends the stream with its error, passed to `onError`.
 */
export function csvStream(
  header: readonly string[],
  records: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
  onError: (error: Error) => void,
): Readable {
  return pipeline(Readable.from(records), stringify({ header: true, columns: [...header], bom: true, cast: { string: textCell } }), (error) => {
    if (error) onError(error);
  });
}

/** The UTC day of an epoch second, as CSV cells and file names write it: 2026-11-23. */
export const csvDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A small CSV (a batch, a statement, a usage report) as a download; the rows are built in memory. */
export function sendCsv(reply: FastifyReply, file: CsvFile) {
  const onError = (error: Error) => reply.log.error({ err: error }, `${file.filename} failed while writing`);
  return sendDownload(reply, file.filename, csvStream(file.header, file.rows, onError));
}

interface CsvFile {
  filename: string;
  header: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<unknown>>;
}
