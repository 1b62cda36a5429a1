import type { Readable } from 'node:stream';
import { createDatabase } from './db/create-database';
import type { DatabaseTimeouts } from './db/database-timeouts';
import { exportCopy } from './areas/hr/export-copy';
import { exportRows, postgresCopy } from './areas/hr/export-read';
import { CSV_HEADER, exportFile, exportQuery, referenceNames } from './areas/hr/export-rows';
import { startedWith, workerOutput } from './core/worker-stream';

// The employee export's worker thread (areas/hr/export-routes.ts starts one per download): it opens
// its own database connection, so neither reading a million rows nor formatting them runs on the
// server's event loop. An entry of its own, bundled beside main.js (scripts/build-server.mjs).

export interface ExportJob {
  database: { databaseUrl: string | null; dataDir: string; databaseTimeouts: DatabaseTimeouts };
  criteria: Record<string, string>;
  format: 'csv' | 'xlsx';
}

async function run(job: ExportJob) {
  const { out, progress, fail, done } = workerOutput();
  // Kysely writes the statement (the filters as the list applies them) and reads the few names rows
  // refer to; export-read.ts runs the statement on a connection of its own.
  const handle = createDatabase(job.database);
  const names = await referenceNames(handle.db);
  const { databaseUrl, dataDir, databaseTimeouts } = job.database;
  let file: Readable;
  if (databaseUrl && job.format === 'csv') {
    // PostgreSQL writes the CSV records itself (export-copy.ts); the rows are counted once it is done.
    const copy = exportCopy(handle.db, job.criteria, names);
    await handle.close();
    const records = await postgresCopy(databaseUrl, copy);
    records.once('end', () => progress(records.rowCount));
    records.once('error', fail);
    out.write(CSV_HEADER);
    file = records;
  } else {
    const query = exportQuery(handle.db, job.criteria);
    await handle.close();
    const source = exportRows({ databaseUrl, dataDir, statementSeconds: databaseTimeouts.statementSeconds }, query);
    async function* counted() {
      for await (const rows of source) {
        yield rows;
        // Reported once a batch (the export-rows metric).
        progress(rows.length);
      }
    }
    file = exportFile(job.format, counted(), names, fail);
  }
  file.pipe(out);
  await new Promise<void>((resolve) => {
    out.once('finish', resolve);
    file.once('error', () => resolve());
  });
  done();
}

void run(startedWith<ExportJob>());
