import path from 'node:path';
import type { Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { registerFoldText } from '../../db/fold-text-function';

// How the export's worker reads its rows: one statement in the list's order, on a connection of its
// own, rows as arrays in the statement's column order. The worker has nothing else to serve, so
// nothing here pages by key or yields between batches: the read walks the (name, id) index once.

/** Rows handed on at a time: a batch is formatted into one chunk of the file. */
export const READ_BATCH = 2000;

/** A compiled statement as the worker receives it (export-query.ts, export-copy.ts compile it). */
export type ExportStatement = Pick<CompiledQuery, 'sql' | 'parameters'>;

export interface ExportSource {
  databaseUrl: string | null;
  dataDir: string;
  statementSeconds: number;
}

/**
 * SQLite: a read-only connection iterating the statement, with SQLite's default page cache. Reading
 * in name order visits the table's pages out of storage order, so the operating system's file cache
 * serves the revisits; a page cache of 64 MiB or the file mapped into memory (mmap_size) were tried
 * and dropped: both count in the server's resident memory, which the export must keep under 300 MB.
 */
function* sqliteRows(dataDir: string, query: ExportStatement): Generator<unknown[][]> {
  const file = new SQLite(path.join(dataDir, 'console.sqlite'), { readonly: true, fileMustExist: true });
  try {
    file.pragma('busy_timeout = 5000');
    registerFoldText(file);
    let batch: unknown[][] = [];
    for (const row of file
      .prepare(query.sql)
      .raw(true)
      .iterate(...query.parameters) as IterableIterator<unknown[]>) {
      batch.push(row);
      if (batch.length === READ_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    file.close();
  }
}

/**
 * PostgreSQL: a cursor in a read-only transaction, fetched a batch at a time, the next batch asked
 * for before the current one is handed on so that the database works while the worker formats.
 */
async function* postgresRows(databaseUrl: string, statementSeconds: number, query: ExportStatement): AsyncGenerator<unknown[][]> {
  // Loaded here, not at the top: an export from SQLite would load pg for nothing (about 70 ms of
  // CPU and 6 MB at each worker's start).
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'staff-console export',
    statement_timeout: statementSeconds * 1000,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    await client.query({ text: `declare employee_export no scroll cursor for ${query.sql}`, values: query.parameters as unknown[] });
    const fetch = () => {
      const rows = client.query({ text: `fetch ${READ_BATCH} from employee_export`, rowMode: 'array' }).then((result) => result.rows as unknown[][]);
      // A reader that stops early leaves one fetch in flight, failed by the closing connection.
      rows.catch(() => undefined);
      return rows;
    };
    let next = fetch();
    for (;;) {
      const rows = await next;
      if (rows.length < READ_BATCH) {
        if (rows.length > 0) yield rows;
        break;
      }
      next = fetch();
      yield rows;
    }
    await client.query('commit');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The rows of `query` in batches, read on a connection of the export's own. */
export function exportRows(source: ExportSource, query: ExportStatement): AsyncIterable<unknown[][]> | Iterable<unknown[][]> {
  return source.databaseUrl ? postgresRows(source.databaseUrl, source.statementSeconds, query) : sqliteRows(source.dataDir, query);
}

/**
 * PostgreSQL's own CSV records of a COPY statement (export-copy.ts) as bytes, on a connection of the
 * export's own, closed when they end; `rowCount` says how many once they have. No statement timeout:
 * the one statement lasts as long as the client takes to download the file, which holds it back.
 */
export async function postgresCopy(databaseUrl: string, statement: string): Promise<Readable & { rowCount: number }> {
  const [{ default: pg }, { to: copyTo }] = await Promise.all([import('pg'), import('pg-copy-streams')]);
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'staff-console export' });
  client.on('error', () => undefined);
  await client.connect();
  const records = client.query(copyTo(statement));
  const close = () => void client.end().catch(() => undefined);
  records.once('end', close);
  records.once('error', close);
  return records;
}
