import { P } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import { describeEachDatabase } from '../../testing/test-app';
import { createDepartment, day, employeeBody, hrSuite } from './hr-test-fixtures';

const DAY = 86_400;
const todayText = () => new Date(nowSeconds() * 1000).toISOString().slice(0, 10);
const daysFromToday = (n: number) => new Date((nowSeconds() + n * DAY) * 1000).toISOString().slice(0, 10);

describeEachDatabase('records people can correct', (get) => {
  const hr = hrSuite(get);

  afterEach(() => jest.restoreAllMocks());

  const create = async (overrides: Parameters<typeof employeeBody>[2] = {}) => {
    const result = await hr.t.call('/employee/create', hr.employeeBody(overrides), hr.admin);
    expect(result.status).toBe(200);
    return result.body.data.employee;
  };
  const details = async (id: string, token = hr.admin) => (await hr.t.call('/employee', { id }, token)).body.data.employee;
  const promote = async (employeeId: string, promotionDate: string, salaryGradeLevel: number, designation: string) => {
    const result = await hr.t.call('/employee/promotion/create', { employeeId, promotionDate, salaryGradeLevel, designation, remark: '' }, hr.admin);
    expect(result.status).toBe(200);
    return result.body.data.employee.promotions.find((p) => p.promotionDate === day(promotionDate))!;
  };

  it('voids a promotion: kept in the history with the reason, level, designation and dates follow the rest', async () => {
    const e = await create({ salaryGradeLevel: 7, position: 'Officer', name: 'Ìfẹ́olúwa Adé' });
    const first = await promote(e.id, '2015-01-01', 8, 'Senior Officer');
    const second = await promote(e.id, '2018-01-01', 9, 'Principal Officer');

    const voided = await hr.t.call(
      '/employee/promotion/void',
      { employeeId: e.id, entryId: second.id, reason: 'Entered for the wrong person' },
      hr.admin,
    );
    expect(voided.status).toBe(200);
    expect(voided.body.message).toBe('Voided successfully');
    const after = voided.body.data.employee;
    expect(after).toMatchObject({
      salaryGradeLevel: 8,
      position: 'Senior Officer',
      firstPromotionDate: day('2015-01-01'),
      lastPromotionDate: day('2015-01-01'),
    });
    expect(after.promotions).toHaveLength(2);
    expect(after.promotions.find((p: { id: string }) => p.id === second.id)).toMatchObject({
      voidedBy: 'admin@example.com',
      voidReason: 'Entered for the wrong person',
      voided: expect.any(Number),
    });
    // Voiding the last one left puts back what the first one replaced; the dates go with it.
    await hr.t.call('/employee/promotion/void', { employeeId: e.id, entryId: first.id, reason: 'Also a mistake' }, hr.admin);
    expect(await details(e.id)).toMatchObject({ salaryGradeLevel: 7, position: 'Officer', firstPromotionDate: null, lastPromotionDate: null });
    // Once void is final; the chart does not count it.
    const again = await hr.t.call('/employee/promotion/void', { employeeId: e.id, entryId: first.id, reason: 'Again' }, hr.admin);
    expect(again.status).toBe(409);

    const audit = (await hr.t.call('/audit', { criteria: { entity: 'Promotion', entityId: second.id } }, hr.admin)).body.data.entries;
    expect(audit[0]).toMatchObject({ action: 'update', name: 'Promotion of Ìfẹ́olúwa Adé', link: `/folder/employee/${e.id}` });
    expect(audit[0].changes!.voidReason).toEqual({ before: null, after: 'Entered for the wrong person' });
  });

  it('voids a promotion that is not the latest without touching the level', async () => {
    const e = await create({ salaryGradeLevel: 7, position: 'Officer' });
    const older = await promote(e.id, '2015-01-01', 8, 'Senior Officer');
    await promote(e.id, '2018-01-01', 9, 'Principal Officer');
    await hr.t.call('/employee/promotion/void', { employeeId: e.id, entryId: older.id, reason: 'Duplicate entry' }, hr.admin);
    expect(await details(e.id)).toMatchObject({ salaryGradeLevel: 9, position: 'Principal Officer', firstPromotionDate: day('2018-01-01') });
  });

  it('refuses a void without a reason, of another employee, or by someone who may not add one, changing nothing', async () => {
    const e = await create();
    const other = await create();
    const promotion = await promote(e.id, '2016-01-01', 9, 'Senior Officer');
    const noReason = await hr.t.call('/employee/promotion/void', { employeeId: e.id, entryId: promotion.id, reason: ' ' }, hr.admin);
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.errors).toEqual({ reason: expect.any(String) });
    expect((await hr.t.call('/employee/promotion/void', { employeeId: other.id, entryId: promotion.id, reason: 'Mistake' }, hr.admin)).status).toBe(
      404,
    );
    const statusOnly = (await hr.t.userWith([P.UPDATE_EMPLOYEE_STATUS])).token;
    expect((await hr.t.call('/employee/promotion/void', { employeeId: e.id, entryId: promotion.id, reason: 'Mistake' }, statusOnly)).status).toBe(
      403,
    );
    const promoter = (await hr.t.userWith([P.ADD_PROMOTION])).token;
    expect((await hr.t.call('/employee/promotion/void', { employeeId: e.id, entryId: promotion.id, reason: 'Mistake' }, promoter)).status).toBe(200);
    expect((await details(e.id)).promotions[0].voided).not.toBeNull();
  });

  it('voids a status entry: the status goes back to what the remaining entries make it', async () => {
    const e = await create({ status: 0 });
    const update = (status: number, effectiveDate: string) =>
      hr.t.call('/employee/status/update', { id: e.id, status, effectiveDate, reason: 'Recorded' }, hr.admin);
    await update(4, '2020-01-01');
    expect((await update(1, '2021-06-01')).body.data.employee.status).toBe(1);
    const history = (await details(e.id)).statusHistory;
    expect(history.map((s: { status: number; previousStatus: number }) => [s.previousStatus, s.status])).toEqual([
      [4, 1],
      [0, 4],
    ]);
    const retired = history[0];
    const result = await hr.t.call('/employee/status/void', { employeeId: e.id, entryId: retired.id, reason: 'Retired the wrong person' }, hr.admin);
    expect(result.status).toBe(200);
    expect(result.body.data.employee.status).toBe(4);
    expect(result.body.data.employee.statusHistory[0]).toMatchObject({ id: retired.id, voidReason: 'Retired the wrong person' });
    await hr.t.call('/employee/status/void', { employeeId: e.id, entryId: history[1].id, reason: 'Also wrong' }, hr.admin);
    expect((await details(e.id)).status).toBe(0);
    const promoter = (await hr.t.userWith([P.ADD_PROMOTION])).token;
    expect((await hr.t.call('/employee/status/void', { employeeId: e.id, entryId: retired.id, reason: 'x y' }, promoter)).status).toBe(403);
  });

  it('keeps a status dated after today scheduled until its day, then applies it everywhere, the dashboard included', async () => {
    const start = Date.now();
    // Born 1966, appointed 1995: due for retirement within 12 months while in service.
    const e = await create({ status: 0, dob: day(`${new Date().getUTCFullYear() - 60}-01-01`), appointmentDate: day('1995-01-01') });
    const due = async (token: string) => (await hr.t.call('/dashboard/figures', {}, token)).body.data.figures.dueForRetirement.count;
    const dueBefore = await due(hr.admin);
    const scheduled = await hr.t.call(
      '/employee/status/update',
      { id: e.id, status: 1, effectiveDate: daysFromToday(2), reason: 'Retires' },
      hr.admin,
    );
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.employee).toMatchObject({ status: 0, scheduledStatus: { status: 1, effectiveDate: day(daysFromToday(2)) } });
    expect((await details(e.id)).statusHistory[0]).toMatchObject({ status: 1, scheduled: true });
    const listed = (await hr.t.call('/employees', { criteria: { staffId: e.staffId } }, hr.admin)).body.data.employees;
    expect(listed[0]).toMatchObject({ status: 0, scheduledStatus: { status: 1 } });
    expect(await due(hr.admin)).toBe(dueBefore);

    // The day before, nothing yet; on the day, the status is Retired and no longer counted as due.
    jest.spyOn(Date, 'now').mockReturnValue(start + DAY * 1000);
    const tomorrow = (await hr.t.userWith([P.VIEW_EMPLOYEES, P.VIEW_DASHBOARD_FIGURES])).token;
    expect((await details(e.id, tomorrow)).status).toBe(0);
    jest.spyOn(Date, 'now').mockReturnValue(start + 2 * DAY * 1000);
    const onTheDay = (await hr.t.userWith([P.VIEW_EMPLOYEES, P.VIEW_DASHBOARD_FIGURES, P.VIEW_AUDIT])).token;
    expect(await due(onTheDay)).toBe(dueBefore - 1);
    const applied = await details(e.id, onTheDay);
    expect(applied).toMatchObject({ status: 1, scheduledStatus: null });
    expect(applied.statusHistory[0]).toMatchObject({ status: 1, scheduled: false });
    const lines = (await hr.t.call('/audit', { criteria: { entity: 'Employee', entityId: e.id } }, onTheDay)).body.data.entries;
    expect(lines[0]).toMatchObject({ actor: 'system (scheduled status)', changes: { status: { before: 0, after: 1 } } });
  });

  it('names the records of the audit trail and links to their pages; a deleted one keeps its name', async () => {
    const e = await create({ name: 'Ngozi Eze' });
    const department = await createDepartment(hr.t, { name: 'Short-lived' });
    await hr.t.call('/department/delete', { id: department.id }, hr.admin);
    const entries = (await hr.t.call('/audit', { limit: 50 }, hr.admin)).body.data.entries;
    expect(entries.find((l) => l.entityId === e.id)).toMatchObject({
      name: `Ngozi Eze (${e.staffId})`,
      link: `/folder/employee/${e.id}`,
    });
    const gone = entries.filter((l) => l.entityId === department.id);
    expect(gone.map((l) => [l.name, l.link])).toEqual([
      ['Short-lived', null],
      ['Short-lived', null],
    ]);
  });

  it("reads a record's History tab: the employee's own lines with its promotions and voids, for whoever may view it", async () => {
    const e = await create();
    const promotion = await promote(e.id, '2019-01-01', 9, 'Senior Officer');
    await hr.t.call('/employee/promotion/void', { employeeId: e.id, entryId: promotion.id, reason: 'Wrong date' }, hr.admin);
    const viewer = (await hr.t.userWith([P.VIEW_EMPLOYEES])).token;
    const history = await hr.t.call('/audit/record/employee', { id: e.id }, viewer);
    expect(history.status).toBe(200);
    expect(history.body.data.entries.map((l: { entity: string; action: string }) => `${l.entity} ${l.action}`)).toEqual([
      'Employee update',
      'Promotion update',
      'Employee update',
      'Promotion create',
      'Employee create',
    ]);
    expect(history.body.data.size).toBe(5);
    expect((await hr.t.call('/audit/record/user', { id: e.id }, viewer)).status).toBe(403);
    expect((await hr.t.call('/audit/record/employee', { id: 'short' }, viewer)).status).toBe(400);
  });

  it('lists the people behind each dashboard card with the day and reason, and exports them as CSV', async () => {
    const year = new Date().getUTCFullYear();
    const person = await create({ name: '=Retiring Soon', dob: day(`${year - 60}-01-01`), appointmentDate: day('2000-01-01') });
    const newcomer = await create({ name: 'New This Year', appointmentDate: day(todayText()) });
    const due = await hr.t.call('/dashboard/list', { list: 'due-for-retirement', limit: 100 }, hr.admin);
    expect(due.status).toBe(200);
    expect(due.body.data.people.find((p: { id: string }) => p.id === person.id)).toEqual({
      id: person.id,
      staffId: person.staffId,
      name: '=Retiring Soon',
      department: expect.any(String),
      date: day(`${year}-01-01`),
      reason: 'Age 60',
    });
    const figures = (await hr.t.call('/dashboard/figures', {}, hr.admin)).body.data.figures;
    expect(due.body.data.size).toBe(figures.dueForRetirement.count);
    const appointed = (await hr.t.call('/dashboard/list', { list: 'new-employees', limit: 100 }, hr.admin)).body.data;
    expect(appointed.size).toBe(figures.newEmployees.count);
    expect(appointed.people.find((p: { id: string }) => p.id === newcomer.id)).toMatchObject({ date: day(todayText()), reason: 'Appointed' });
    expect((await hr.t.call('/dashboard/list', { list: 'everyone' }, hr.admin)).status).toBe(400);
    expect((await hr.t.call('/dashboard/list', { list: 'new-employees' }, (await hr.t.userWith([P.VIEW_EMPLOYEES])).token)).status).toBe(403);

    const link = await hr.t.call('/dashboard/export/link', { list: 'due-for-retirement' }, hr.admin);
    expect(link.status).toBe(200);
    const download = await hr.t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    const lines = download.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Staff ID,Name,Department,Retirement Date,Reason');
    expect(lines).toContain(
      `${person.staffId},'=Retiring Soon,${due.body.data.people.find((p) => p.id === person.id)!.department},${year}-01-01,Age 60`,
    );
    expect(lines).toHaveLength(figures.dueForRetirement.count + 1);
    // An altered link is refused.
    expect((await hr.t.app.inject({ method: 'GET', url: link.body.data.url.replace('due-for-retirement', 'new-employees') })).statusCode).toBe(403);
  });
});
