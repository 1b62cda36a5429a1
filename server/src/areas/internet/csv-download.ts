import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/** A small CSV (a batch, a statement) as a download; the rows are built in memory. */
export function sendCsv(reply: FastifyReply, filename: string, header: readonly string[], rows: ReadonlyArray<ReadonlyArray<unknown>>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stringify([header, ...rows]));
}
