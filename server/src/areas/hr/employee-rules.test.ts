import { secondsToDateText } from '@console/api/contract';
import { expectValidationFailure } from '@console/testing/validation-failure';
import { createTestApp, describeEachDatabase, testDatabases } from '../../testing/test-app';
import { createDepartment, employeeBody, hrSuite, references } from './hr-test-fixtures';

const DAY = 86_400;
const daysFromToday = (days: number) => secondsToDateText(Date.now() / 1000 + days * DAY);

describeEachDatabase('employee field messages and rules', (get) => {
  const hr = hrSuite(get);

  const create = (overrides: Parameters<typeof employeeBody>[2]) => hr.t.call('/employee/create', hr.employeeBody(overrides), hr.admin);

  it('answers the texts the forms show, under Validation Failure, and stores nothing', async () => {
    const refused = await create({
      staffId: 'A',
      name: 'x'.repeat(51),
      phone: '12345',
      nextOfKinPhone: '+1 555 123 4567',
      email: 'not-an-email',
      salaryGradeLevel: 18,
      appointmentDate: daysFromToday(31),
      address: 'a'.repeat(101),
    });
    expectValidationFailure(refused, {
      staffId: 'At least 2 characters',
      name: 'At most 50 characters',
      phone: 'Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX',
      nextOfKinPhone: 'Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX',
      email: 'Enter an email address',
      salaryGradeLevel: 'A grade level from 1 to 17',
      appointmentDate: 'At most 30 days from today',
      address: 'At most 100 characters',
    });
    const listed = await hr.t.call('/employees', { criteria: { name: 'x'.repeat(51) } }, hr.admin);
    expect(listed.body.data.size).toBe(0);
    expect((await create({ name: '' })).body.data.errors).toEqual({ name: 'Required' });
  });

  it('accepts grade levels 1 to 17, Nigerian numbers in both forms, and an appointment up to 30 days ahead', async () => {
    const accepted = await create({
      salaryGradeLevel: 17,
      phone: '+234 803 123 4567',
      nextOfKinPhone: '0803 765 4321',
      appointmentDate: daysFromToday(30),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.employee).toMatchObject({ salaryGradeLevel: 17, phone: '+234 803 123 4567' });
    expect((await create({ salaryGradeLevel: 1 })).status).toBe(200);
  });

  it("answers the default installation's limits to any signed-in user, and none to a caller without a session", async () => {
    const { token: clerk } = await hr.t.userWith([]);
    expect((await hr.t.call('/employee/rules', {}, clerk)).body.data).toEqual({
      rules: { gradeLevel: { min: 1, max: 17 }, appointmentAheadDays: 30, statusAheadDays: 366 },
    });
    expect((await hr.t.call('/employee/rules', {})).status).toBe(403);
  });

  it('holds a promotion to the same grade level range', async () => {
    const employee = (await create({})).body.data.employee;
    const promote = (salaryGradeLevel: unknown) =>
      hr.t.call(
        '/employee/promotion/create',
        { employeeId: employee.id, promotionDate: '2020-01-01', salaryGradeLevel, designation: 'Senior' },
        hr.admin,
      );
    expect((await promote(0)).body.data.errors).toEqual({ salaryGradeLevel: 'A grade level from 1 to 17' });
    expect((await promote('')).body.data.errors).toEqual({ salaryGradeLevel: 'Required' });
    expect((await promote(17)).status).toBe(200);
  });
});

describe('an installation with its own employee rules', () => {
  for (const dialect of testDatabases) {
    it(`answers its own grade level range and appointment margin [${dialect}]`, async () => {
      const t = await createTestApp(dialect, {
        HR_GRADE_LEVEL_MIN: '3',
        HR_GRADE_LEVEL_MAX: '20',
        HR_APPOINTMENT_AHEAD_DAYS: '0',
        HR_STATUS_AHEAD_DAYS: '90',
      });
      try {
        const admin = await t.adminToken();
        // The forms read the same limits the server holds them to.
        const rules = await t.call('/employee/rules', {}, admin);
        expect(rules.status).toBe(200);
        expect(rules.body.data).toEqual({ rules: { gradeLevel: { min: 3, max: 20 }, appointmentAheadDays: 0, statusAheadDays: 90 } });
        const refs = await references(t);
        const departmentId = (await createDepartment(t)).id;
        const create = (overrides: Parameters<typeof employeeBody>[2]) =>
          t.call('/employee/create', employeeBody(departmentId, refs, overrides), admin);
        expect((await create({ salaryGradeLevel: 20, appointmentDate: daysFromToday(0) })).status).toBe(200);
        expect((await create({ salaryGradeLevel: 2, appointmentDate: daysFromToday(1) })).body.data.errors).toEqual({
          salaryGradeLevel: 'A grade level from 3 to 20',
          appointmentDate: 'At most 0 days from today',
        });
      } finally {
        await t.close();
      }
    });
  }
});
