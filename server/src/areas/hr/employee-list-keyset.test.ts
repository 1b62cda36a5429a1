import { sql } from 'kysely';
import { describeEachDatabase } from '../../testing/test-app';
import { runKeyedList } from '../../http/keyed-list';
import { day, hrSuite } from './hr-test-fixtures';
import { EMPLOYEE_CRITERIA } from './employee-criteria';
import { EMPLOYEE_ORDERS, employeesByKeys } from './employee-rows';

// Deep pages are read after a known row's key (keyset) instead of by offset: whatever way a page is
// reached (next, previous, a jump), it must hold the rows the offset would have given, equal names
// and days settled by the id.
describeEachDatabase('employee list pages sought by key', (get) => {
  const hr = hrSuite(get, { name: 'Keyset Dept' });
  const PAGE = 7;

  beforeAll(async () => {
    const first = ['Ada', 'Bola', 'Chi'];
    const last = ['Okafor', 'Bello'];
    const days = ['2001-01-01', '2010-06-30', '2019-12-31', '2020-01-01'];
    for (let i = 0; i < 150; i += 1) {
      await hr.insertEmployee({
        staffId: `KS${String(i).padStart(4, '0')}`,
        name: `${first[i % 3]} Keyset ${last[i % 2]}`,
        appointmentDate: day(days[i % 4]),
        status: i % 3,
      });
    }
  });

  const page = async (
    offset: number,
    criteria: Record<string, unknown>,
    sort?: { column: keyof typeof EMPLOYEE_ORDERS; direction: 'asc' | 'desc' },
  ) => {
    const { db, dialect } = hr.t;
    const answer = await runKeyedList(
      {
        offset,
        limit: PAGE,
        criteria,
        sort,
        filters: EMPLOYEE_CRITERIA,
        db,
        dialect,
        table: 'employees',
        order: EMPLOYEE_ORDERS.name,
        sortable: EMPLOYEE_ORDERS,
        key: 'employees.id',
      },
      (keys) => employeesByKeys(db, keys),
    );
    return answer.items.map((row) => row.id);
  };

  const cases = [
    { criteria: {}, sort: undefined },
    { criteria: {}, sort: { column: 'surname', direction: 'desc' } },
    { criteria: { status: 1 }, sort: { column: 'appointmentDate', direction: 'asc' } },
    { criteria: { name: 'keyset okafor' }, sort: { column: 'name', direction: 'desc' } },
  ] as const;

  it.each(cases)('gives the offset page whether reached by a jump, the next or the previous page (%j)', async ({ criteria, sort }) => {
    const column = sort?.column ?? 'name';
    const direction = sort?.direction ?? 'asc';
    let expected = hr.t.db.selectFrom('employees').select('id');
    if ('status' in criteria) expected = expected.where('status', '=', criteria.status);
    if ('name' in criteria) expected = expected.where(sql<boolean>`lower(name) like '%keyset okafor%'`);
    const ids = (await EMPLOYEE_ORDERS[column].reduce((q, c) => q.orderBy(sql.ref(c), direction), expected).execute()).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(6 * PAGE);
    const offsets = Array.from({ length: Math.ceil(ids.length / PAGE) }, (_, i) => i * PAGE);
    const offsetPage = (offset: number) => ids.slice(offset, offset + PAGE);

    // Jumps first, while no row is known: read from an end, then from the nearest page served.
    const middle = offsets[Math.floor(offsets.length / 2)];
    for (const offset of [middle, offsets[3], offsets[offsets.length - 2], offsets[1]])
      expect(await page(offset, criteria, sort)).toEqual(offsetPage(offset));
    for (const offset of offsets) expect(await page(offset, criteria, sort)).toEqual(offsetPage(offset));
    for (const offset of [...offsets].reverse()) expect(await page(offset, criteria, sort)).toEqual(offsetPage(offset));
    // A page between known rows, not on a page boundary.
    expect(await page(middle + 3, criteria, sort)).toEqual(ids.slice(middle + 3, middle + 3 + PAGE));
  });

  it('forgets the known rows when the table changes, so a page after a write is still the offset page', async () => {
    const names = async () => (await hr.t.db.selectFrom('employees').select('id').orderBy('name').orderBy('id').execute()).map((r) => r.id);
    const before = await names();
    expect(await page(70, {})).toEqual(before.slice(70, 70 + PAGE));
    await hr.insertEmployee({ staffId: 'KS-FIRST', name: 'Aaa Keyset First' });
    const after = await names();
    expect(await page(70, {})).toEqual(after.slice(70, 70 + PAGE));
    expect(await page(77, {})).toEqual(after.slice(77, 77 + PAGE));
    // A page served again is read from the keys kept at the table's version: a change that keeps the
    // count but moves a row out of the page moves the version too.
    await hr.t.db.updateTable('employees').set({ name: 'Zzz Keyset Last' }).where('id', '=', after[77]).execute();
    const renamed = await names();
    expect(renamed.slice(77, 77 + PAGE)).not.toEqual(after.slice(77, 77 + PAGE));
    expect(await page(77, {})).toEqual(renamed.slice(77, 77 + PAGE));
  });
});
