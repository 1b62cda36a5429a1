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

/** `npm run backup|restore -- <file>` as an operator types it, with the server's environment. */
function npmRun(script: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', file], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} exited ${code}:\n${output}`))));
  });
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

  it('keeps every row and photo acknowledged before the backup began, with integrity checks clean', async () => {
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
    } finally {
      await again.stop();
    }
  }, 120_000);
});
