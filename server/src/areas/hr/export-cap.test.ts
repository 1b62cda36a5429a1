import { P } from '@console/api/contract';
import { describeEachDatabase, type TestApp } from '../../testing/test-app';
import { createDepartment, insertEmployee, references } from './hr-test-fixtures';
import { EXPORT_CAP, exportSlots } from './export-routes';

describeEachDatabase('concurrent export cap', (get) => {
  let t: TestApp;

  beforeAll(async () => {
    t = get();
    const department = await createDepartment(t, { name: 'Cap Dept' });
    await insertEmployee(t, department.id, await references(t), { staffId: 'CAP-1', name: 'Capped Person' });
  });

  async function download(token: string) {
    const link = (await t.call('/employee/export/link', { format: 'csv', criteria: {} }, token)).body.data.url;
    return t.app.inject({ method: 'GET', url: link });
  }

  it('frees the slot when a download ends, so downloads one after another all pass', async () => {
    const { token } = await t.userWith([P.EXPORT_EMPLOYEES]);
    for (let i = 0; i < EXPORT_CAP.perUser + 2; i += 1) expect((await download(token)).statusCode).toBe(200);
  });

  it('answers 429 with a retry time past the per-user cap, while other users still export', async () => {
    const busy = await t.userWith([P.EXPORT_EMPLOYEES]);
    const other = await t.userWith([P.EXPORT_EMPLOYEES]);
    const held = Array.from({ length: EXPORT_CAP.perUser }, () => exportSlots(t.app.deps).tryAcquire(busy.userId)!);
    const refused = await download(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(EXPORT_CAP.retryAfterSeconds);
    expect(refused.json().data.retryAfter).toBe(EXPORT_CAP.retryAfterSeconds);
    expect((await download(other.token)).statusCode).toBe(200);
    held.forEach((release) => release());
    expect((await download(busy.token)).statusCode).toBe(200);
  });

  it('answers 429 past the overall cap whoever asks', async () => {
    const users = await Promise.all(Array.from({ length: EXPORT_CAP.overall }, () => t.userWith([P.EXPORT_EMPLOYEES])));
    const held = users.map((user) => exportSlots(t.app.deps).tryAcquire(user.userId)!);
    const newcomer = await t.userWith([P.EXPORT_EMPLOYEES]);
    expect((await download(newcomer.token)).statusCode).toBe(429);
    held[0]();
    expect((await download(newcomer.token)).statusCode).toBe(200);
    held.forEach((release) => release());
  });
});
