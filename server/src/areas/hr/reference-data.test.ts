import { describeEachDatabase } from '../../testing/test-app';
import { lgaRows, nationalityRows, seedReferenceData } from './reference-data';

describe('reference data from the packages', () => {
  it("has Nigeria's 36 states and the FCT with their 774 LGAs", () => {
    const rows = lgaRows();
    const states = new Set(rows.map((r) => r.state));
    expect(states.size).toBe(37);
    expect(states).toContain('Federal Capital Territory');
    expect(states).toContain('Katsina');
    expect(rows).toHaveLength(774);
    const perState = (state: string) => rows.filter((r) => r.state === state).length;
    expect([perState('Kano'), perState('Lagos'), perState('Bayelsa'), perState('Federal Capital Territory')]).toEqual([44, 20, 8, 6]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(774);
  });

  it('names one nationality per sovereign country, each name unique', () => {
    const rows = nationalityRows();
    expect(rows.length).toBeGreaterThanOrEqual(190);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(rows.find((r) => r.code === 'NG')?.name).toBe('Nigerian');
    expect(rows.find((r) => r.code === 'GH')?.name).toBe('Ghanaian');
    expect(rows.filter((r) => r.name.startsWith('Congolese'))).toHaveLength(2);
  });
});

describeEachDatabase('reference lists', (get) => {
  it('are seeded on first start, once, and listed by state and name', async () => {
    const t = get();
    await seedReferenceData(t.db);
    const count = await t.db
      .selectFrom('lgas')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(774);
    const token = await t.adminToken();
    const lagos = await t.call('/employee/lgas', { offset: 0, limit: 100, criteria: { state: 'Lagos' } }, token);
    expect(lagos.status).toBe(200);
    expect(lagos.body.data.size).toBe(20);
    expect(lagos.body.data.lgas[0]).toEqual({ id: expect.any(String), name: 'Agege', state: 'Lagos' });
    const all = await t.call('/employee/lgas', { offset: 0, limit: 1000 }, token);
    expect(all.body.data.lgas).toHaveLength(774);
    const nationalities = await t.call('/employee/nationalities', { offset: 0, limit: 100, criteria: { name: 'niger' } }, token);
    expect(nationalities.body.data.nationalities.map((n: { name: string }) => n.name)).toEqual(['Nigerian', 'Nigerien']);
  });
});
