import { adminSuite, describeEachDatabase } from '../../testing/test-app';
import { createDepartment, day, insertEmployee, references } from './hr-test-fixtures';

type Listed = { id: string; name: string; salaryGradeLevel: number; status: number };
type Sort = { column: string; direction: 'asc' | 'desc' };

// Sorting walks one index per order, from either end; filters combine on the same walk.
describeEachDatabase('employee list: sort, page size and combined filters', (get) => {
  const s = adminSuite(get, async (t) => ({ refs: await references(t) }));

  const call = (body: Record<string, unknown>) => s.t.call('/employees', body, s.admin);
  const list = async (criteria: Record<string, unknown>, sort?: Sort, offset = 0, limit = 10) => {
    const result = await call({ offset, limit, criteria, sort });
    expect(result.status).toBe(200);
    return result.body.data as { size: number; employees: Listed[] };
  };
  /** Every page of `size` rows, read one after another, as a user pages through. */
  const allPages = async (criteria: Record<string, unknown>, sort: Sort, size: number, pageSize: number) => {
    const seen: string[] = [];
    for (let offset = 0; offset < size; offset += pageSize) {
      seen.push(...(await list(criteria, sort, offset, pageSize)).employees.map((e) => e.name));
    }
    return seen;
  };

  it('sorts by surname both ways, ties by the whole name and then stably, on every page', async () => {
    const department = await createDepartment(s.t);
    const names = ['Ada Zubairu', 'Bola Adeyemi', 'Chinedu Okafor', 'Zainab Adeyemi', 'Emeka Okafor', 'Bola Adeyemi', 'Ngozi Bello'];
    for (const name of names) await insertEmployee(s.t, department.id, s.refs, { name });
    const criteria = { departmentId: department.id };

    const ascending = ['Bola Adeyemi', 'Bola Adeyemi', 'Zainab Adeyemi', 'Ngozi Bello', 'Chinedu Okafor', 'Emeka Okafor', 'Ada Zubairu'];
    expect((await list(criteria, { column: 'surname', direction: 'asc' })).employees.map((e) => e.name)).toEqual(ascending);
    expect((await list(criteria, { column: 'surname', direction: 'desc' })).employees.map((e) => e.name)).toEqual([...ascending].reverse());

    // Pages of 2: the first half is chosen from the start of the index, the rest from its end.
    for (const direction of ['asc', 'desc'] as const) {
      const whole = (await list(criteria, { column: 'surname', direction })).employees.map((e) => e.id);
      const paged: string[] = [];
      for (let offset = 0; offset < names.length; offset += 2) {
        paged.push(...(await list(criteria, { column: 'surname', direction }, offset, 2)).employees.map((e) => e.id));
      }
      expect(paged).toEqual(whole);
    }
    // The two Bola Adeyemi, equal in every sorted column, keep one order: by id, reversed when descending.
    const twins = (await list(criteria, { column: 'surname', direction: 'asc' })).employees.slice(0, 2).map((e) => e.id);
    expect(twins).toEqual([...twins].sort());
    const twinsDesc = (await list(criteria, { column: 'surname', direction: 'desc' })).employees.slice(-2).map((e) => e.id);
    expect(twinsDesc).toEqual([...twins].reverse());
  });

  it('keeps the surname with the name when the name changes', async () => {
    const department = await createDepartment(s.t);
    const renamed = await insertEmployee(s.t, department.id, s.refs, { name: 'Ifeoma Mbah' });
    await insertEmployee(s.t, department.id, s.refs, { name: 'Kunle Nwosu' });
    const sort = { column: 'surname', direction: 'asc' } as const;
    expect((await list({ departmentId: department.id }, sort)).employees.map((e) => e.name)).toEqual(['Ifeoma Mbah', 'Kunle Nwosu']);
    await s.t.db.updateTable('employees').set({ name: 'Ifeoma Yusuf' }).where('id', '=', renamed.id).execute();
    expect((await list({ departmentId: department.id }, sort)).employees.map((e) => e.name)).toEqual(['Kunle Nwosu', 'Ifeoma Yusuf']);
  });

  it('sorts by grade level and by appointment date, each both ways, with the name settling ties', async () => {
    const department = await createDepartment(s.t);
    const rows = [
      { name: 'Grade Ten B', salaryGradeLevel: 10, appointmentDate: day('2012-03-01') },
      { name: 'Grade Seven', salaryGradeLevel: 7, appointmentDate: day('2019-06-01') },
      { name: 'Grade Ten A', salaryGradeLevel: 10, appointmentDate: day('2001-01-15') },
      { name: 'Grade Twelve', salaryGradeLevel: 12, appointmentDate: day('2015-09-30') },
    ];
    for (const row of rows) await insertEmployee(s.t, department.id, s.refs, row);
    const criteria = { departmentId: department.id };
    const byGrade = ['Grade Seven', 'Grade Ten A', 'Grade Ten B', 'Grade Twelve'];
    expect(await allPages(criteria, { column: 'salaryGradeLevel', direction: 'asc' }, 4, 3)).toEqual(byGrade);
    // Descending reverses the whole order, ties included.
    expect(await allPages(criteria, { column: 'salaryGradeLevel', direction: 'desc' }, 4, 3)).toEqual([...byGrade].reverse());
    const byAppointment = ['Grade Ten A', 'Grade Ten B', 'Grade Twelve', 'Grade Seven'];
    expect(await allPages(criteria, { column: 'appointmentDate', direction: 'asc' }, 4, 1)).toEqual(byAppointment);
    expect(await allPages(criteria, { column: 'appointmentDate', direction: 'desc' }, 4, 1)).toEqual([...byAppointment].reverse());
  });

  it('combines department, status, state, LGA and grade level filters, counting only the rows that match them all', async () => {
    const department = await createDepartment(s.t);
    const other = await createDepartment(s.t);
    const base = { salaryGradeLevel: 8, status: 0, lgaId: s.refs.lgaId };
    await insertEmployee(s.t, department.id, s.refs, { ...base, name: 'Match Lagos One' });
    await insertEmployee(s.t, department.id, s.refs, { ...base, name: 'Match Lagos Two' });
    await insertEmployee(s.t, department.id, s.refs, { ...base, name: 'Wrong Grade', salaryGradeLevel: 9 });
    await insertEmployee(s.t, department.id, s.refs, { ...base, name: 'Wrong Status', status: 1 });
    await insertEmployee(s.t, department.id, s.refs, { ...base, name: 'Wrong State', lgaId: s.refs.otherLgaId });
    await insertEmployee(s.t, other.id, s.refs, { ...base, name: 'Wrong Department' });

    const all = { departmentId: department.id, status: 0, state: 'Lagos', salaryGradeLevel: 8 };
    const matched = await list(all, { column: 'name', direction: 'desc' });
    expect(matched).toMatchObject({ size: 2, employees: [{ name: 'Match Lagos Two' }, { name: 'Match Lagos One' }] });
    expect((await list({ ...all, state: 'Kano' })).employees.map((e) => e.name)).toEqual(['Wrong State']);
    expect((await list({ ...all, state: 'Oyo' })).size).toBe(0);
    expect((await list({ departmentId: department.id, lgaId: s.refs.lgaId, salaryGradeLevel: 8 })).size).toBe(3);
    // Numbers sent as text, as a filter kept in the address sends them, filter the same rows.
    expect((await list({ ...all, status: '0', salaryGradeLevel: '8' })).size).toBe(2);
  });

  it('refuses a sort column the list does not offer, a bad direction and a page size out of bounds, and changes nothing', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const result = await call(body);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Validation Failure');
      return result.body.data.errors as Record<string, string>;
    };
    expect(await refused({ sort: { column: 'email', direction: 'asc' } })).toEqual({ 'sort.column': 'Not a column this list sorts by' });
    // Own keys only: a name of Object.prototype is no column.
    expect(await refused({ sort: { column: 'constructor', direction: 'asc' } })).toEqual({ 'sort.column': 'Not a column this list sorts by' });
    expect(await refused({ sort: { column: 'name', direction: 'up' } })).toEqual({ 'sort.direction': 'Either asc or desc' });
    expect(Object.keys(await refused({ sort: { column: '', direction: 'asc' } }))).toEqual(['sort.column']);
    expect(Object.keys(await refused({ limit: 0 }))).toEqual(['limit']);
    expect(Object.keys(await refused({ limit: 1001 }))).toEqual(['limit']);
    expect(Object.keys(await refused({ criteria: { salaryGradeLevel: 'seven' } }))).toEqual(['criteria.salaryGradeLevel']);

    const department = await createDepartment(s.t);
    for (let i = 0; i < 3; i += 1) await insertEmployee(s.t, department.id, s.refs, { name: `Page Size ${i}` });
    for (const limit of [1, 10, 25, 50, 100]) {
      const page = await list({ departmentId: department.id }, undefined, 0, limit);
      expect(page).toMatchObject({ size: 3 });
      expect(page.employees).toHaveLength(Math.min(limit, 3));
    }
  });
});

describeEachDatabase('sorting a small list', (get) => {
  const s = adminSuite(get);

  it("sorts by the list's own columns both ways, and refuses another list's", async () => {
    for (const [code, name] of [
      ['LC-B', 'Yaba'],
      ['LC-C', 'Apapa'],
      ['LC-A', 'Surulere'],
    ]) {
      expect((await s.t.call('/services/internet/location/create', { code, name }, s.admin)).status).toBe(200);
    }
    const names = async (sort?: Sort) => {
      const result = await s.t.call('/services/internet/locations', { criteria: { code: 'LC-' }, sort }, s.admin);
      expect(result.status).toBe(200);
      return (result.body.data.locations as Array<{ name: string }>).map((l) => l.name);
    };
    expect(await names()).toEqual(['Surulere', 'Yaba', 'Apapa']);
    expect(await names({ column: 'name', direction: 'asc' })).toEqual(['Apapa', 'Surulere', 'Yaba']);
    expect(await names({ column: 'name', direction: 'desc' })).toEqual(['Yaba', 'Surulere', 'Apapa']);
    expect(await names({ column: 'code', direction: 'desc' })).toEqual(['Apapa', 'Yaba', 'Surulere']);
    const refused = await s.t.call('/services/internet/locations', { sort: { column: 'surname', direction: 'asc' } }, s.admin);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual({ 'sort.column': 'Not a column this list sorts by' });
  });
});
