import { createDatabase } from './db/create-database';
import type { DatabaseTimeouts } from './db/database-timeouts';
import { exportFile, matchingEmployees } from './areas/hr/export-rows';
import { startedWith, workerOutput } from './core/worker-stream';

// The employee export's worker thread (areas/hr/export-routes.ts starts one per download): it opens
// its own database connection, so neither reading a million rows nor formatting them runs on the
// server's event loop. An entry of its own, bundled beside main.js (scripts/build-server.mjs).

export interface ExportJob {
  database: { databaseUrl: string | null; dataDir: string; databaseTimeouts: DatabaseTimeouts };
  criteria: Record<string, string>;
  format: 'csv' | 'xlsx';
}

/** Rows reported to the main thread at a time (the export-rows metric). */
const REPORT_EVERY = 1000;

async function run(job: ExportJob) {
  const { out, progress, fail, done } = workerOutput();
  const handle = createDatabase(job.database);
  async function* counted() {
    let unreported = 0;
    for await (const row of matchingEmployees(handle.db, job.criteria)) {
      yield row;
      unreported += 1;
      if (unreported === REPORT_EVERY) {
        progress(unreported);
        unreported = 0;
      }
    }
    if (unreported > 0) progress(unreported);
  }
  const file = exportFile(job.format, counted(), fail);
  file.pipe(out);
  await new Promise<void>((resolve) => {
    out.once('finish', resolve);
    file.once('error', () => resolve());
  });
  await handle.close();
  done();
}

void run(startedWith<ExportJob>());
