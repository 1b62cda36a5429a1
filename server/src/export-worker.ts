import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { exportRows, postgresCopy, type ExportStatement } from './areas/hr/export-read';
import { CSV_HEADER, exportFile, type ReferenceNames } from './areas/hr/export-rows';
import { coalescedChunks } from './core/coalesced-chunks';
import { startedWith, workerOutput, yieldToEventLoop } from './core/worker-stream';

// The employee export's worker thread (areas/hr/export-routes.ts starts one per download): it opens
// its own database connection, so neither reading a million rows nor formatting them runs on the
// server's event loop. An entry of its own, bundled beside main.js (scripts/build-server.mjs). The
// server compiles the statement and reads the names before it starts, so the worker loads neither
// Kysely nor zod: each export's start cost less (docs/performance.md "Export").

export interface ExportJob {
  database: { databaseUrl: string | null; dataDir: string; statementSeconds: number };
  /** What to read: on PostgreSQL a CSV is its COPY statement (export-copy.ts), else export-query.ts's statement. */
  statement: ExportStatement;
  names: ReferenceNames;
  format: 'csv' | 'xlsx';
  /** How the bytes go out compressed, as the browser accepts (export-routes.ts; the CSV only). */
  encoding: 'br' | 'gzip' | null;
}

/**
 * The compressor of the download, at its fastest setting. The server's own compression (brotli
 * quality 4, on the event loop's thread pool) cost more CPU than the export that fed it: at 100,000
 * employees the server's CPU went from 0.9-1.2 s to 2.0-2.3 s; brotli quality 1 compresses about
 * five times faster for about 12% more bytes (docs/performance.md "Export").
 */
function encoder(encoding: ExportJob['encoding']): zlib.BrotliCompress | zlib.Gzip | null {
  if (encoding === 'br') return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
  if (encoding === 'gzip') return zlib.createGzip({ level: 1 });
  return null;
}

async function run(job: ExportJob) {
  const { out, progress, fail, done } = workerOutput();
  // An export is background work: requests answered meanwhile come first (issue 32: /api/health
  // p99 < 50 ms with 20 exports asked for at once).
  yieldToEventLoop();
  const { databaseUrl } = job.database;
  let file: Readable;
  // What goes before the file's own bytes: COPY writes the CSV's records, not its header.
  let header = '';
  if (databaseUrl && job.format === 'csv') {
    // PostgreSQL writes the CSV records itself (export-copy.ts); the rows are counted once it is done.
    const records = await postgresCopy(databaseUrl, job.statement.sql);
    records.once('end', () => progress(records.rowCount));
    file = records.pipe(coalescedChunks());
    records.once('error', (error) => {
      fail(error);
      file.destroy(error);
    });
    header = CSV_HEADER;
  } else {
    const source = exportRows(job.database, job.statement);
    async function* counted() {
      for await (const rows of source) {
        yield rows;
        // Reported once a batch (the export-rows metric).
        progress(rows.length);
      }
    }
    file = exportFile(job.format, counted(), job.names, fail);
  }
  const compressed = encoder(job.encoding);
  if (compressed) compressed.pipe(out);
  const into = compressed ?? out;
  if (header) into.write(header);
  file.pipe(into);
  await new Promise<void>((resolve) => {
    out.once('finish', resolve);
    file.once('error', () => resolve());
  });
  done();
}

void run(startedWith<ExportJob>());
