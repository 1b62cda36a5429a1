import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { uploadEmployeePhoto } from '@console/testing/photo-upload';
import { startServerProcess, type ServerProcess } from '@console/testing/server-process';
import { employeeBody } from '../areas/hr/hr-test-fixtures';
import { createDatabase } from '../db/create-database';
import { ADMIN, freshPostgres, testDatabases } from '../testing/test-app';
import { lostWrites, steadyLoad } from './support/load';

const ROOT = path.resolve(__dirname, '../../..');

type Script = 'backup' | 'restore' | 'verify-backup';

/** `npm run backup|restore|verify-backup -- <file>` as an operator types it: its exit code and output. */
function npmRunning(script: Script, file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', file], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The same, which must succeed: its output. */
async function npmRun(script: Script, file: string, env: Record<string, string>): Promise<string> {
  const { code, output } = await npmRunning(script, file, env);
  if (code !== 0) throw new Error(`npm run ${script} exited ${code}:\n${output}`);
  return output;
}

interface Target {
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function freshTarget(dialect: string): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-backup-'));
  const database = dialect === 'postgres' ? await freshPostgres() : null;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' },
    async drop() {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function uploadPhoto(server: ServerProcess, token: string, employeeId: string): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 10 } } })
    .jpeg()
    .toBuffer();
  const response = await uploadEmployeePhoto(server.baseUrl, token, employeeId, jpeg);
  if (response.status !== 200) throw new Error(`photo upload answered ${response.status}`);
  const stored = await fetch(`${server.baseUrl}${(await response.json()).data.photo}`);
  return Buffer.from(await stored.arrayBuffer());
}

describe.each(testDatabases)('backup while writers run, restore into a fresh %s database', (dialect) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-backups-'));
  let source: Target;
  let restored: Target;
  afterAll(async () => {
    await source?.drop();
    await restored?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every row and photo acknowledged before the backup began, verifies a backup without restoring it, and refuses to restore under a running server', async () => {
    source = await freshTarget(dialect);
    const server = await startServerProcess({ env: source.env, admin: ADMIN });
    const token = await server.signIn();
    const department = (await server.api('/department/create', { name: 'Backed up', code: 'BACKUP', headOfDepartment: '' }, token)).body.data
      .department;
    const handle = createDatabase({ databaseUrl: source.env.DATABASE_URL || null, dataDir: source.env.DATA_DIR });
    const lga = await handle.db.selectFrom('lgas').select('id').executeTakeFirstOrThrow();
    const nationality = await handle.db.selectFrom('nationalities').select('id').where('code', '=', 'NG').executeTakeFirstOrThrow();
    await handle.close();
    const refs = { lgaId: lga.id, otherLgaId: lga.id, nationalityId: nationality.id };
    const employee = (await server.api('/employee/create', employeeBody(department.id, refs), token)).body.data.employee;
    const photo = await uploadPhoto(server, token, employee.id);

    const load = steadyLoad(server.api, token, 3);
    await new Promise((r) => setTimeout(r, 700));
    const acknowledgedBefore = [...load.report.acknowledged];
    const file = path.join(folder, `console-${dialect}.backup`);
    const backupOutput = await npmRun('backup', file, source.env);
    const report = await load.stop();
    await server.stop();
    expect(report.failures).toEqual([]);
    expect(report.acknowledged.length).toBeGreaterThan(acknowledgedBefore.length);

    // Checked without restoring: the backup, and a copy cut short, which must be refused.
    const verified = await npmRun('verify-backup', file, {});
    expect(verified).toMatch(
      dialect === 'sqlite'
        ? /SQLite database, \d+ of this release's \d+ migrations, readable to the end/
        : /PostgreSQL archive, \d+ entries, readable to the end/,
    );
    const cut = `${file}.cut`;
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size * 0.6)));
    expect((await npmRunning('verify-backup', cut, {})).code).toBe(1);

    restored = await freshTarget(dialect);
    const restoreOutput = await npmRun('restore', file, restored.env);
    process.stdout.write(
      `${dialect}: ${acknowledgedBefore.length} writes acknowledged before the backup, ${report.acknowledged.length} in all\n  ${backupOutput.trim()}\n  ${restoreOutput.trim()}\n`,
    );

    const again = await startServerProcess({ env: restored.env, admin: ADMIN });
    try {
      const check = createDatabase({ databaseUrl: restored.env.DATABASE_URL || null, dataDir: restored.env.DATA_DIR });
      try {
        expect(await lostWrites(check.db, acknowledgedBefore)).toEqual([]);
        // The kept row count (migration 0005's triggers) agrees with the rows themselves.
        const { rows: counts } = await sql<{ kept: number; actual: number }>`
          select (select row_count from row_counts where table_name = 'employees') as kept, (select count(*) from employees) as actual`.execute(
          check.db,
        );
        expect(Number(counts[0].kept)).toBe(Number(counts[0].actual));
        if (dialect === 'sqlite') {
          const { rows } = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(check.db);
          expect(rows).toEqual([{ integrityCheck: 'ok' }]);
          expect((await sql`pragma foreign_key_check`.execute(check.db)).rows).toEqual([]);
        }
      } finally {
        await check.close();
      }
      const signedIn = await again.signIn();
      const shown = (await again.api('/employee', { id: employee.id }, signedIn)).body.data.employee;
      const served = await fetch(`${again.baseUrl}${shown.photo}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);

      // A restore under the running server is refused, and changes nothing it serves.
      const written = await again.api('/department/create', { name: 'After the restore', code: 'AFTER', headOfDepartment: '' }, signedIn);
      expect(written.status).toBe(200);
      const refused = await npmRunning('restore', file, restored.env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/^The database (at \S+ )?is in use.*Stop every server/m);
      expect((await again.api('/department', { id: written.body.data.department.id }, signedIn)).status).toBe(200);
    } finally {
      await again.stop();
    }
  }, 120_000);
});
