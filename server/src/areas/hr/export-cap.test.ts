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

  /** Holds a slot for `key` as a running export would (the cap must have a free one). */
  async function hold(key: string): Promise<() => void> {
    const slot = await exportSlots(t.app.deps).acquire(key);
    if (!('release' in slot)) throw new Error(`no free slot: ${slot.refused}`);
    return slot.release;
  }

  it('answers 429 with a retry time past the per-user cap, while other users still export', async () => {
    const busy = await t.userWith([P.EXPORT_EMPLOYEES]);
    const other = await t.userWith([P.EXPORT_EMPLOYEES]);
    const held = [await hold(busy.userId)];
    const refused = await download(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(EXPORT_CAP.retryAfterSeconds);
    expect(refused.json().data.retryAfter).toBe(EXPORT_CAP.retryAfterSeconds);
    expect((await download(other.token)).statusCode).toBe(200);
    held.forEach((release) => release());
    expect((await download(busy.token)).statusCode).toBe(200);
  });

  it('lets an export past the overall cap wait for a slot, then stream', async () => {
    const cap = exportSlots(t.app.deps);
    const held = await Promise.all(Array.from({ length: cap.overall }, (_, i) => hold(`running-${i}`)));
    const newcomer = await t.userWith([P.EXPORT_EMPLOYEES]);
    const answer = download(newcomer.token);
    while (cap.counts.waiting === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cap.counts).toEqual({ running: cap.overall, waiting: 1 });
    held[0]();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('CAP-1');
    held.forEach((release) => release());
    expect(cap.counts).toEqual({ running: 0, waiting: 0 });
  });

  it("answers 429 with the envelope's message when the line of waiting exports is full", async () => {
    const cap = exportSlots(t.app.deps);
    const held = await Promise.all(Array.from({ length: cap.overall }, (_, i) => hold(`running-${i}`)));
    // Each waiting slot is given back as soon as it is granted, so the line drains at the end.
    const waiting = Array.from({ length: cap.waiting }, (_, i) => cap.acquire(`waiting-${i}`).then((slot) => 'release' in slot && slot.release()));
    const newcomer = await t.userWith([P.EXPORT_EMPLOYEES]);
    const refused = await download(newcomer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(`Too many exports are running. Try again in ${EXPORT_CAP.retryAfterSeconds} seconds.`);
    expect(Number(refused.headers['retry-after'])).toBe(EXPORT_CAP.retryAfterSeconds);
    held.forEach((release) => release());
    await Promise.all(waiting);
    expect(cap.counts).toEqual({ running: 0, waiting: 0 });
  });
});
