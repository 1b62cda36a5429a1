import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { buildApp } from '../../server/src/app';
import { IMPORT_HEADERS } from '../../server/src/areas/hr/employee-import';
import { ADMIN, namedTarget, resetTarget, runBench, targetConfig, type DatabaseKind } from './targets';

/**
 * Issue 16's figure: importing 10,000 employees (target: under 30 s), CSV and XLSX, each checked
 * first as the screen does, over a real socket with the streamed (NDJSON) answer the screen reads.
 *   npm run bench:import -w bench -- sqlite      (or -- postgres; BENCH_IMPORT_ROWS scales it)
 * Each run starts from an empty database (migrations and reference data only).
 */

const kind = (process.argv[2] ?? 'sqlite') as DatabaseKind;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const DEPARTMENTS = 20;

type Row = Record<string, string | number | Date>;

function rows(prefix: string, departments: string[], lgas: { name: string; state: string }[]): Row[] {
  return Array.from({ length: ROWS }, (_, i) => {
    const lga = lgas[i % lgas.length];
    return {
      'Staff ID': `${prefix}${String(i).padStart(6, '0')}`,
      'Conf. File ID': `${prefix}F${i}`,
      Name: `Bench Person ${prefix}${i}`,
      Sex: i % 2 ? 'F' : 'M',
      'Date of Birth': `19${60 + (i % 35)}-0${1 + (i % 9)}-1${i % 10}`,
      Phone: '08031234567',
      Email: `person${i}@example.com`,
      Address: `${i} Allen Avenue, Ikeja`,
      'Next of Kin': 'Ngozi Okeke',
      'Next of Kin Phone': '08037654321',
      SGL: 1 + (i % 17),
      Qualifications: 'B.Sc.',
      'Current Designation': 'Officer',
      Status: 'Active',
      Department: departments[i % departments.length],
      LGA: lga.name,
      State: lga.state,
      Nationality: 'Nigerian',
      'Appointment Date': `20${10 + (i % 10)}-02-01`,
      'First Promotion Date': '',
      'Last Promotion Date': '',
    };
  });
}

async function xlsxOf(data: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(IMPORT_HEADERS);
  for (const row of data) sheet.addRow(IMPORT_HEADERS.map((h) => row[h]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  const t = namedTarget(kind, `import-${kind}`, 'bench_import');
  await resetTarget(t);
  // The administrator signs in without enrolling one-time codes: the figure is the import's, not the sign-in's.
  const app = await buildApp({ ...targetConfig(t), requireSecondFactor: 'off' }, { logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, code: '' }),
    });
    const token = ((await login.json()) as { data: { auth: { authorization: string } } }).data.auth.authorization;
    const departments: string[] = [];
    for (let i = 0; i < DEPARTMENTS; i += 1) {
      const response = await fetch(`${base}/api/department/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ name: `Bench Department ${i}`, code: `BD${i}` }),
      });
      if (response.status !== 200) throw new Error(`department: ${response.status} ${await response.text()}`);
      departments.push(`Bench Department ${i}`);
    }
    const lgas = await app.deps.db.selectFrom('lgas').select(['name', 'state']).orderBy('state').orderBy('name').execute();

    /** One call as the screen makes it: multipart up, NDJSON progress lines down, the envelope last. */
    const send = async (url: string, file: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), name);
      const start = performance.now();
      const response = await fetch(`${base}/api${url}`, {
        method: 'POST',
        body: form,
        headers: { authorization: token, accept: 'application/x-ndjson' },
      });
      const lines = (await response.text()).trim().split('\n');
      const seconds = (performance.now() - start) / 1000;
      const envelope = JSON.parse(lines.at(-1)!) as { status: number; message: string; data: Record<string, unknown> };
      return { seconds, progressLines: lines.length - 1, envelope };
    };

    const figures: string[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      const data = rows(format === 'csv' ? 'C' : 'X', departments, lgas);
      const file = format === 'csv' ? Buffer.from(stringify(data, { header: true, columns: IMPORT_HEADERS, bom: true })) : await xlsxOf(data);
      const name = `bench.${format}`;
      const check = await send('/employee/import/check', file, name);
      if (check.envelope.status !== 200 || check.envelope.data.problemCount !== 0)
        throw new Error(`check: ${JSON.stringify(check.envelope).slice(0, 500)}`);
      const done = await send('/employee/import', file, name);
      if (done.envelope.data?.imported !== ROWS) throw new Error(`import: ${JSON.stringify(done.envelope).slice(0, 500)}`);
      const bad = data.map((row, i) => (i === ROWS - 1 ? { ...row, 'Staff ID': `${format}-bad`, 'Date of Birth': '1990-02-30' } : row));
      const badFile = format === 'csv' ? Buffer.from(stringify(bad, { header: true, columns: IMPORT_HEADERS })) : await xlsxOf(bad);
      const refused = await send('/employee/import', badFile, name);
      if (refused.envelope.status !== 400) throw new Error(`refused: ${refused.envelope.status}`);
      const line = `| ${format.toUpperCase()}, ${ROWS.toLocaleString('en')} rows (${(file.length / 1024 / 1024).toFixed(1)} MB) | ${check.seconds.toFixed(1)} s | ${done.seconds.toFixed(1)} s (${done.progressLines} progress lines) | ${(check.seconds + done.seconds).toFixed(1)} s | ${refused.seconds.toFixed(1)} s |`;
      figures.push(line);
      log(line);
    }
    const stored = await app.deps.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const audited = await app.deps.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('detail', 'like', 'Imported from%')
      .executeTakeFirstOrThrow();
    log(`\n${kind}: ${stored.n} employees stored, ${audited.n} audit lines of imports\n`);
    log('| file | check | import (checks again, inserts, audits) | check + import | refused import (last row bad) |');
    log('|---|---|---|---|---|');
    for (const line of figures) log(line);
  } finally {
    await app.close();
  }
}

runBench(main);
