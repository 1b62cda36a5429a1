import { P } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { day, employeeBody, hrSuite } from './hr-test-fixtures';

describeEachDatabase('employees', (get) => {
  const hr = hrSuite(get);

  const create = async (overrides: Parameters<typeof employeeBody>[2] = {}, token = hr.admin) =>
    hr.t.call('/employee/create', hr.employeeBody(overrides), token);

  it('creates an employee with epoch-second dates and answers it with its department, LGA and nationality', async () => {
    const result = await create({ name: 'Amaka Eze', sex: 'f', status: 5 });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Created successfully');
    const { employee } = result.body.data;
    expect(employee).toMatchObject({
      name: 'Amaka Eze',
      sex: 'f',
      status: 5,
      dob: day('1980-04-12'),
      appointmentDate: day('2010-01-04'),
      firstPromotionDate: null,
      photo: null,
      department: { id: hr.departmentId },
      lga: { id: hr.refs.lgaId, name: 'Ikeja', state: 'Lagos' },
      nationality: { id: hr.refs.nationalityId, name: 'Nigerian' },
    });
    expect(employee.id.length).toBeGreaterThanOrEqual(20);
    const one = await hr.t.call('/employee', { id: employee.id }, hr.admin);
    expect(one.status).toBe(200);
    expect(one.body.data.employee).toMatchObject({ ...employee, promotions: [], statusHistory: [], staffIdHistory: [] });
  });

  it('accepts both date forms on both calls, keeping UTC midnight of the day meant', async () => {
    const textDates = await create({ dob: '1979-12-31', appointmentDate: '2005-06-01', firstPromotionDate: '2008-06-01', lastPromotionDate: '' });
    expect(textDates.status).toBe(200);
    expect(textDates.body.data.employee).toMatchObject({
      dob: day('1979-12-31'),
      appointmentDate: day('2005-06-01'),
      firstPromotionDate: day('2008-06-01'),
      lastPromotionDate: null,
    });
    // Local midnight of 1 June 2005 in Lagos (UTC+1) is 23:00 UTC on 31 May: still the 1st.
    const localMidnight = await create({ appointmentDate: day('2005-06-01') - 3600 });
    expect(localMidnight.body.data.employee.appointmentDate).toBe(day('2005-06-01'));

    const employee = textDates.body.data.employee;
    const base = { ...hr.employeeBody(), id: employee.id, updated: employee.updated };
    delete (base as { staffId?: string }).staffId;
    const withText = await hr.t.call('/employee/update', { ...base, dob: '1979-11-30', appointmentDate: '2005-07-01' }, hr.admin);
    expect(withText.status).toBe(200);
    expect(withText.body.message).toBe('Updated successfully');
    expect(withText.body.data.employee).toMatchObject({ dob: day('1979-11-30'), appointmentDate: day('2005-07-01') });
    const withEpoch = await hr.t.call(
      '/employee/update',
      { ...base, updated: withText.body.data.employee.updated, dob: day('1979-10-31'), appointmentDate: day('2005-08-01') },
      hr.admin,
    );
    expect(withEpoch.status).toBe(200);
    expect(withEpoch.body.data.employee).toMatchObject({ dob: day('1979-10-31'), appointmentDate: day('2005-08-01') });
  });

  it('applies every limit of the employee form (spec 5) and the chosen ones', async () => {
    const fieldsOf = async (overrides: Record<string, unknown>) => {
      const result = await create(overrides as never);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Validation Failure');
      return Object.keys(result.body.data.errors).sort();
    };
    expect(await fieldsOf({ name: 'Jo' })).toEqual(['name']);
    expect(await fieldsOf({ name: 'x'.repeat(51) })).toEqual(['name']);
    expect(await fieldsOf({ sex: 'mf' })).toEqual(['sex']);
    expect(await fieldsOf({ sex: 'x' })).toEqual(['sex']);
    expect(await fieldsOf({ dob: undefined })).toEqual(['dob']);
    expect(await fieldsOf({ dob: '2023-02-30' })).toEqual(['dob']);
    expect(await fieldsOf({ dob: '12/04/1980' })).toEqual(['dob']);
    expect(await fieldsOf({ phone: '12345' })).toEqual(['phone']);
    expect(await fieldsOf({ email: 'not-an-email' })).toEqual(['email']);
    expect(await fieldsOf({ address: 'a'.repeat(101) })).toEqual(['address']);
    expect(await fieldsOf({ nextOfKinName: 'a'.repeat(51) })).toEqual(['nextOfKinName']);
    expect(await fieldsOf({ nextOfKinPhone: 'abc' })).toEqual(['nextOfKinPhone']);
    expect(await fieldsOf({ salaryGradeLevel: 18 })).toEqual(['salaryGradeLevel']);
    expect(await fieldsOf({ salaryGradeLevel: 0 })).toEqual(['salaryGradeLevel']);
    expect(await fieldsOf({ qualifications: 'a'.repeat(301) })).toEqual(['qualifications']);
    expect(await fieldsOf({ position: 'a'.repeat(101) })).toEqual(['position']);
    expect(await fieldsOf({ departmentId: 'a'.repeat(19) })).toEqual(['departmentId']);
    expect(await fieldsOf({ lgaId: 'a'.repeat(46) })).toEqual(['lgaId']);
    expect(await fieldsOf({ nationalityId: '' })).toEqual(['nationalityId']);
    expect(await fieldsOf({ staffId: 'A' })).toEqual(['staffId']);
    expect(await fieldsOf({ confidentialFileId: 'a'.repeat(21) })).toEqual(['confidentialFileId']);
    expect(await fieldsOf({ status: 9 })).toEqual(['status']);
    expect(await fieldsOf({ appointmentDate: day('1979-01-01') })).toEqual(['appointmentDate']);
    expect(await fieldsOf({ firstPromotionDate: day('2009-01-01') })).toEqual(['firstPromotionDate']);
    // Ids of the right length that name nothing are field errors too.
    expect(await fieldsOf({ departmentId: 'a'.repeat(36), lgaId: 'b'.repeat(36) })).toEqual(['departmentId', 'lgaId']);

    const edges = await create({
      name: 'Ada',
      phone: '',
      email: '',
      salaryGradeLevel: 17,
      address: 'a'.repeat(100),
      qualifications: 'q'.repeat(300),
      status: 8,
    });
    expect(edges.status).toBe(200);
    expect((await create({ name: 'n'.repeat(50), salaryGradeLevel: 1, position: 'p'.repeat(100), nextOfKinName: 'k'.repeat(50) })).status).toBe(200);
  });

  it('puts a date of birth ahead on the date of birth, not on the appointment date (issue 31)', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const refused = await create({ dob: nextYear, appointmentDate: '2015-01-01' });
    expect([refused.status, refused.body.data.errors]).toEqual([400, { dob: 'Not after today' }]);
  });

  it('keeps staff ids and confidential file ids unique, allowing many employees without a file id', async () => {
    const first = await create({ staffId: 'UNIQ-001', confidentialFileId: 'CF-001' });
    expect(first.status).toBe(200);
    const sameStaff = await create({ staffId: 'UNIQ-001' });
    expect(sameStaff.status).toBe(409);
    expect(sameStaff.body.message).toMatch(/UNIQ-001/);
    expect(sameStaff.body.data.errors).toEqual({ staffId: 'Staff ID UNIQ-001 is already in use.' });
    expect((await create({ confidentialFileId: 'CF-001' })).status).toBe(409);
    expect((await create({ confidentialFileId: '' })).status).toBe(200);
    expect((await create({ confidentialFileId: '' })).status).toBe(200);
  });

  it('lists with criteria, page size and a total, in name order', async () => {
    const tag = 'Zebulon';
    for (const [name, status, confidentialFileId] of [
      [`${tag} Adeyemi`, 0, 'ZB-A'],
      [`${tag} Bello`, 1, 'ZB-B'],
      [`${tag} Chukwu`, 1, 'ZB-C'],
    ] as const) {
      expect((await create({ name, status, confidentialFileId })).status).toBe(200);
    }
    const byName = await hr.t.call('/employees', { offset: 0, limit: 10, criteria: { name: tag.toLowerCase() } }, hr.admin);
    expect(byName.status).toBe(200);
    expect(byName.body.data.size).toBe(3);
    expect(byName.body.data.employees.map((e: { name: string }) => e.name)).toEqual([`${tag} Adeyemi`, `${tag} Bello`, `${tag} Chukwu`]);
    const paged = await hr.t.call('/employees', { offset: 1, limit: 1, criteria: { name: tag } }, hr.admin);
    expect(paged.body.data).toMatchObject({ size: 3, employees: [{ name: `${tag} Bello` }] });
    const retired = await hr.t.call('/employees', { criteria: { status: 1 } }, hr.admin);
    expect(retired.body.data.employees.every((e: { status: number }) => e.status === 1)).toBe(true);
    expect(retired.body.data.size).toBeGreaterThanOrEqual(2);
    const byFile = await hr.t.call('/employees', { criteria: { confidentialFileId: 'zb-c' } }, hr.admin);
    expect(byFile.body.data.employees.map((e: { name: string }) => e.name)).toEqual([`${tag} Chukwu`]);
    const staffId = byName.body.data.employees[0].staffId;
    const byStaff = await hr.t.call('/employees', { criteria: { staffId } }, hr.admin);
    expect(byStaff.body.data.employees[0].staffId).toBe(staffId);
    expect((await hr.t.call('/employees', { criteria: { salary: 1 } }, hr.admin)).status).toBe(400);
    expect((await hr.t.call('/employees', { criteria: { status: 'retired' } }, hr.admin)).status).toBe(400);
    expect((await hr.t.call('/employees', { limit: 1001 }, hr.admin)).status).toBe(400);
  });

  it('refuses a stale update and answers 404 for unknown ids', async () => {
    const { employee } = (await create()).body.data;
    const body = { ...hr.employeeBody(), id: employee.id, updated: employee.updated };
    const first = await hr.t.call('/employee/update', { ...body, name: 'First Writer' }, hr.admin);
    expect(first.status).toBe(200);
    const stale = await hr.t.call('/employee/update', { ...body, name: 'Second Writer' }, hr.admin);
    expect(stale.status).toBe(409);
    expect((await hr.t.call('/employee', { id: employee.id }, hr.admin)).body.data.employee.name).toBe('First Writer');
    const missing = 'f'.repeat(36);
    expect((await hr.t.call('/employee', { id: missing }, hr.admin)).status).toBe(404);
    expect((await hr.t.call('/employee/update', { ...body, id: missing }, hr.admin)).status).toBe(404);
  });

  it('changes the staff id, keeps the old one in the history, and keeps ids unique', async () => {
    const a = (await create({ staffId: 'CHG-A' })).body.data.employee;
    await create({ staffId: 'CHG-B' });
    const changed = await hr.t.call('/employee/staff-id/change', { id: a.id, staffId: 'CHG-A2', updated: a.updated }, hr.admin);
    expect(changed.status).toBe(200);
    expect(changed.body.data.employee.staffId).toBe('CHG-A2');
    expect((await hr.t.call('/employee/staff-id/change', { id: a.id, staffId: 'CHG-B' }, hr.admin)).status).toBe(409);
    expect((await hr.t.call('/employee/staff-id/change', { id: a.id, staffId: 'CHG-A2' }, hr.admin)).status).toBe(400);
    expect((await hr.t.call('/employee/staff-id/change', { id: a.id, staffId: 'X' }, hr.admin)).status).toBe(400);
    expect((await hr.t.call('/employee/staff-id/change', { id: a.id, staffId: 'CHG-A3', updated: a.updated }, hr.admin)).status).toBe(409);
    const details = (await hr.t.call('/employee', { id: a.id }, hr.admin)).body.data.employee;
    expect(details.staffIdHistory).toEqual([
      expect.objectContaining({ previousStaffId: 'CHG-A', staffId: 'CHG-A2', createdBy: 'admin@example.com' }),
    ]);
    // The old id is free again.
    expect((await create({ staffId: 'CHG-A' })).status).toBe(200);
  });

  it('takes a status change dated from the appointment to a year ahead, refusing others at the date (issue 31)', async () => {
    const e = (await create({ appointmentDate: '2015-01-01' })).body.data.employee;
    const change = (effectiveDate: string) =>
      hr.t.call('/employee/status/update', { id: e.id, status: 6, effectiveDate, reason: 'Retiring' }, hr.admin);
    const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    expect((await change('2014-12-31')).body.data.errors).toEqual({ effectiveDate: 'Not before the appointment date (01/01/2015)' });
    expect((await change(dayAhead(400))).body.data.errors).toEqual({ effectiveDate: 'At most 366 days from today' });
    expect((await change('2050-01-01')).status).toBe(400);
    expect((await change(dayAhead(300))).status).toBe(200);
    expect((await change('2015-01-01')).status).toBe(200);
  });

  it('takes a promotion to a lower grade than now only with a reason in the remark (issue 31)', async () => {
    const e = (await create({ salaryGradeLevel: 9 })).body.data.employee;
    const promote = (remark: string) =>
      hr.t.call(
        '/employee/promotion/create',
        { employeeId: e.id, promotionDate: '2020-01-01', salaryGradeLevel: 7, designation: 'Officer', remark },
        hr.admin,
      );
    expect((await promote('')).body.data.errors).toEqual({ remark: 'Lower than the grade now (9): say why here' });
    const taken = await promote('Panel decision of 2019-12-12');
    expect([taken.status, taken.body.data.employee.salaryGradeLevel]).toEqual([200, 7]);
  });

  it('updates the status to any of 0-8 with an effective date and a reason, kept as history', async () => {
    const e = (await create({ status: 0 })).body.data.employee;
    for (const status of [1, 2, 3, 4, 5, 6, 7, 8, 0]) {
      const result = await hr.t.call('/employee/status/update', { id: e.id, status, effectiveDate: '2021-03-01', reason: `Now ${status}` }, hr.admin);
      expect(result.status).toBe(200);
      expect(result.body.data.employee.status).toBe(status);
    }
    const refused = await hr.t.call('/employee/status/update', { id: e.id, status: 9, effectiveDate: 'soon', reason: '' }, hr.admin);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data.errors).sort()).toEqual(['effectiveDate', 'reason', 'status']);
    const { statusHistory } = (await hr.t.call('/employee', { id: e.id }, hr.admin)).body.data.employee;
    expect(statusHistory).toHaveLength(9);
    expect(statusHistory[0]).toMatchObject({
      previousStatus: 8,
      status: 0,
      effectiveDate: day('2021-03-01'),
      reason: 'Now 0',
      createdBy: 'admin@example.com',
    });
    expect(statusHistory[8]).toMatchObject({ previousStatus: 0, status: 1 });
  });

  it('records promotions with their side effects on level, designation and promotion dates', async () => {
    const e = (await create({ salaryGradeLevel: 7, position: 'Officer II', appointmentDate: '2010-01-04' })).body.data.employee;
    const promote = (promotionDate: string, salaryGradeLevel: number, designation: string) =>
      hr.t.call('/employee/promotion/create', { employeeId: e.id, promotionDate, salaryGradeLevel, designation, remark: 'Due' }, hr.admin);
    /** What a promotion's answer says the record holds now: level, designation, first and last promotion dates. */
    const expectCareer = (answer: Awaited<ReturnType<typeof promote>>, salaryGradeLevel: number, position: string, first: string, last: string) =>
      expect(answer.body.data.employee).toMatchObject({ salaryGradeLevel, position, firstPromotionDate: day(first), lastPromotionDate: day(last) });

    const first = await promote('2013-01-01', 8, 'Officer I');
    expect(first.status).toBe(200);
    expectCareer(first, 8, 'Officer I', '2013-01-01', '2013-01-01');
    expect(first.body.data.employee.promotions[0]).toMatchObject({ previousSalaryGradeLevel: 7, previousDesignation: 'Officer II', remark: 'Due' });

    const second = await promote('2016-01-01', 9, 'Senior Officer');
    expectCareer(second, 9, 'Senior Officer', '2013-01-01', '2016-01-01');

    // Recorded late, dated between appointment and the first: history and first date only.
    const late = await promote('2011-06-01', 7, 'Officer II (acting)');
    expectCareer(late, 9, 'Senior Officer', '2011-06-01', '2016-01-01');
    expect(late.body.data.employee.promotions.map((p: { designation: string }) => p.designation)).toEqual([
      'Senior Officer',
      'Officer I',
      'Officer II (acting)',
    ]);

    const beforeAppointment = await promote('2009-01-01', 8, 'Officer I');
    expect(beforeAppointment.status).toBe(400);
    expect(Object.keys(beforeAppointment.body.data.errors)).toEqual(['promotionDate']);
    const invalid = await hr.t.call(
      '/employee/promotion/create',
      { employeeId: e.id, promotionDate: '2020-01-01', salaryGradeLevel: 101, designation: 'x', remark: 'r'.repeat(301) },
      hr.admin,
    );
    expect(Object.keys(invalid.body.data.errors).sort()).toEqual(['designation', 'remark', 'salaryGradeLevel']);
    expect(
      (
        await hr.t.call(
          '/employee/promotion/create',
          { employeeId: 'f'.repeat(36), promotionDate: '2020-01-01', salaryGradeLevel: 9, designation: 'Officer' },
          hr.admin,
        )
      ).status,
    ).toBe(404);
  });

  it('enforces each permission on the server', async () => {
    const e = (await create()).body.data.employee;
    const viewer = await hr.t.userWith([P.VIEW_EMPLOYEES]);
    expect((await hr.t.call('/employees', {}, viewer.token)).status).toBe(200);
    expect((await hr.t.call('/employee', { id: e.id }, viewer.token)).status).toBe(200);

    const writes: Array<[string, unknown, number]> = [
      ['/employee/create', hr.employeeBody(), P.CREATE_EMPLOYEE],
      ['/employee/update', { ...hr.employeeBody(), id: e.id }, P.EDIT_EMPLOYEE],
      ['/employee/staff-id/change', { id: e.id, staffId: `P-${e.staffId}` }, P.CHANGE_STAFF_ID],
      ['/employee/status/update', { id: e.id, status: 4, effectiveDate: '2022-01-01', reason: 'Leave' }, P.UPDATE_EMPLOYEE_STATUS],
      ['/employee/promotion/create', { employeeId: e.id, promotionDate: '2022-01-01', salaryGradeLevel: 9, designation: 'Senior' }, P.ADD_PROMOTION],
      ['/employee/export/link', { format: 'csv', criteria: {} }, P.EXPORT_EMPLOYEES],
    ];
    for (const [url, body, permission] of writes) {
      expect([url, (await hr.t.call(url, body, viewer.token)).status]).toEqual([url, 403]);
      const holder = await hr.t.userWith([permission]);
      expect([url, (await hr.t.call(url, body, holder.token)).status]).toEqual([url, 200]);
    }
    const nobody = await hr.t.userWith([]);
    expect((await hr.t.call('/employees', {}, nobody.token)).status).toBe(403);
    expect((await hr.t.call('/employees', {})).status).toBe(403);
    // The reference lists serve any signed-in user (every employee form needs them).
    expect((await hr.t.call('/employee/lgas', {}, nobody.token)).status).toBe(200);
    expect((await hr.t.call('/employee/lgas', {})).status).toBe(403);
  });

  it('registers every HR route with an access rule', () => {
    const hrRoutes = hr.t.app.deps.routes.entries.filter((r) => /\/api\/(employee|employees|department|dashboard)/.test(r.url));
    expect(hrRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'POST /api/employee/lgas',
        'POST /api/employee/nationalities',
        'POST /api/employee/departments',
        'POST /api/department',
        'POST /api/department/create',
        'POST /api/department/update',
        'POST /api/department/delete',
        'POST /api/employees',
        'POST /api/employee',
        'POST /api/employee/create',
        'POST /api/employee/update',
        'POST /api/employee/staff-id/change',
        'POST /api/employee/rules',
        'POST /api/employee/status/update',
        'POST /api/employee/promotion/create',
        'POST /api/employee/promotion/void',
        'POST /api/employee/status/void',
        'POST /api/employee/photo/upload',
        'GET /api/employee/photo',
        'POST /api/employee/export/link',
        'POST /api/employee/import',
        'POST /api/employee/import/check',
        'POST /api/employee/import/valid',
        'POST /api/employee/import/template/link',
        'GET /api/employee/import/template',
        'GET /api/employee/export',
        'POST /api/dashboard/figures',
        'POST /api/dashboard/list',
        'POST /api/dashboard/export/link',
        'GET /api/dashboard/export',
      ].sort(),
    );
    const open = hrRoutes.filter((r) => 'public' in r.access).map((r) => r.url);
    expect(open.sort()).toEqual(['/api/dashboard/export', '/api/employee/export', '/api/employee/import/template', '/api/employee/photo']);
  });
});
