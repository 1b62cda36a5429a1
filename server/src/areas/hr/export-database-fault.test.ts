import { sql } from 'kysely';
import { newId } from '../../core/ids';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { employeeExport } from './export-routes';
import { createDepartment, insertEmployee, references } from './hr-test-fixtures';

// A database restart or a killed connection in the middle of a PostgreSQL export (the CSV is
// PostgreSQL's COPY, read on the worker's own connection): the download must fail, not end short
// and look complete, and the next export must work. PostgreSQL only: SQLite's export reads a local
// file that no other process can cut.
const onPostgres = process.env.TEST_PG_URL ? describe : describe.skip;

onPostgres('employee export when its database connection is cut [postgres]', () => {
  let t: TestApp;
  const ROWS = 20_000;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const department = await createDepartment(t);
    const template = await insertEmployee(t, department.id, await references(t), { name: 'Fault Person' });
    // More CSV (about 5 MB) than the sockets between PostgreSQL and the worker can hold unread.
    for (let start = 1; start < ROWS; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) => ({ ...template, id: newId(), staffId: `FAULT${start + i}` }));
      await t.db.insertInto('employees').values(rows).execute();
    }
  }, 60_000);

  afterAll(() => t?.close());

  it('fails the download when the connection is cut mid-way, and the next export streams whole', async () => {
    const failures: Error[] = [];
    // A window of 16 KiB: the worker waits for this reader, so the cut lands in the middle.
    const cut = await employeeExport(t, {}, 'csv', { onError: (e) => failures.push(e), window: 16 * 1024 });
    const received: Buffer[] = [];
    const streamed = new Promise<Error | null>((resolve) => {
      cut.body.on('data', (chunk: Buffer) => received.push(chunk));
      cut.body.once('error', resolve);
      cut.body.once('end', () => resolve(null));
    });
    await new Promise((resolve) => cut.body.once('data', resolve));
    cut.body.pause();
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = 'staff-console export' and datname = current_database()`.execute(t.db);
    expect(rows).toEqual([{ ended: true }]);
    cut.body.resume();

    expect(await streamed).toBeInstanceOf(Error);
    expect(await cut.ended).toBe('failed');
    expect(failures).toHaveLength(1);
    const lines = Buffer.concat(received).toString('utf8').split('\n').length - 1;
    expect(lines).toBeLessThan(ROWS);

    const next = await employeeExport(t, {}, 'csv', { onError: (e) => failures.push(e) });
    let text = '';
    for await (const chunk of next.body) text += (chunk as Buffer).toString('utf8');
    expect(await next.ended).toBe('finished');
    expect(text.split('\n').filter(Boolean)).toHaveLength(ROWS + 1);
    expect(failures).toHaveLength(1);
  });
});
