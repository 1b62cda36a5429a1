import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDatabase } from '../../server/src/db/create-database';
import { exportCopy } from '../../server/src/areas/hr/export-copy';
import { exportRows, postgresCopy } from '../../server/src/areas/hr/export-read';
import { exportQuery, referenceNames } from '../../server/src/areas/hr/export-query';
import { exportFile } from '../../server/src/areas/hr/export-rows';
import { databaseArg } from './server';
import { targetFor, volumesFromEnv } from './targets';

/**
 * The employee export by phase, in this process on a seeded target (no server, no worker): only
 * reading the rows, reading and writing the CSV, reading and writing the XLSX, and on PostgreSQL its
 * own CSV (COPY, what the export sends there); rows/s and this process's peak RSS after each. Where
 * the export's time goes (docs/performance.md "Export").
 *   BENCH_EMPLOYEES=100000 npm run bench:export -w bench -- --db sqlite [--only xlsx]
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const peakRss = () => process.resourceUsage().maxRSS * 1024;

async function main() {
  const target = targetFor(databaseArg(), volumesFromEnv());
  const handle = createDatabase({ databaseUrl: target.databaseUrl || null, dataDir: target.dataDir });
  const query = exportQuery(handle.db, {});
  const names = await referenceNames(handle.db);
  const copy = exportCopy(handle.db, {}, names);
  await handle.close();
  const source = () => exportRows({ databaseUrl: target.databaseUrl || null, dataDir: target.dataDir, statementSeconds: 3600 }, query);
  const sink = () => {
    let bytes = 0;
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.byteLength;
        callback();
      },
    });
    return { out, bytes: () => bytes };
  };
  const phases: Array<[string, () => Promise<number>]> = [
    [
      'read only',
      async () => {
        let rows = 0;
        for await (const batch of source()) rows += batch.length;
        return rows;
      },
    ],
    ...(['csv', 'xlsx'] as const).map((format): [string, () => Promise<number>] => [
      `read + ${format}`,
      async () => {
        let rows = 0;
        async function* counted() {
          for await (const batch of source()) {
            rows += batch.length;
            yield batch;
          }
        }
        const { out, bytes } = sink();
        await pipeline(
          exportFile(format, counted(), names, (error) => log(`failed: ${error.message}`)),
          out,
        );
        log(`    ${(bytes() / 1e6).toFixed(1)} MB written`);
        return rows;
      },
    ]),
    ...(target.databaseUrl
      ? [
          [
            'csv by COPY',
            async () => {
              const records = await postgresCopy(target.databaseUrl, copy);
              const { out, bytes } = sink();
              await pipeline(records, out);
              log(`    ${(bytes() / 1e6).toFixed(1)} MB written`);
              return records.rowCount;
            },
          ] satisfies [string, () => Promise<number>],
        ]
      : []),
  ];
  log(`${target.label}: the employee export by phase`);
  // `--only xlsx` runs the phases whose name holds it, so that the peak RSS is that phase's own.
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
  for (const [name, phase] of phases.filter(([name]) => name.includes(only))) {
    const t0 = performance.now();
    const rows = await phase();
    const seconds = (performance.now() - t0) / 1000;
    log(
      `  ${name}: ${rows.toLocaleString('en')} rows in ${seconds.toFixed(2)} s, ${Math.round(rows / seconds).toLocaleString('en')} rows/s, peak RSS so far ${(peakRss() / 1e6).toFixed(0)} MB`,
    );
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
