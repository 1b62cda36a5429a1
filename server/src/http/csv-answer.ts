import { Readable, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { stringify as stringifyRows } from 'csv-stringify/sync';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A download the browser saves as `filename`; no cache keeps it, since exports carry personal data. */
export function sendDownload(reply: FastifyReply, filename: string, body: Readable | string, type = CSV_TYPE) {
  return reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(body);
}

/**
 * Records as a CSV stream under a header row, with a byte order mark so that spreadsheets read it as
 * UTF-8. A record source that fails part-way ends the stream with its error, passed to `onError`.
 */
export function csvStream(header: readonly string[], records: AsyncIterable<unknown[]>, onError: (error: Error) => void): Readable {
  return pipeline(Readable.from(records), stringify({ header: true, columns: [...header], bom: true }), (error) => {
    if (error) onError(error);
  });
}

/** The UTC day of an epoch second, as CSV cells and file names write it: 2026-11-23. */
export const csvDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A small CSV (a batch, a statement, a usage report) as a download; the rows are built in memory. */
export function sendCsv(reply: FastifyReply, file: CsvFile) {
  return sendDownload(reply, file.filename, stringifyRows([file.header, ...file.rows]));
}

interface CsvFile {
  filename: string;
  header: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<unknown>>;
}
