import os from 'node:os';
import { P } from '@console/api/contract';
import { newId } from '../../core/ids';
import { describeEachDatabase, type TestApp } from '../../testing/test-app';
import { dashboardFigures } from './dashboard';
import { loadHrSettings } from './hr-settings';
import { createDepartment, day, insertEmployee, references } from './hr-test-fixtures';

const NOW = new Date('2024-08-15T13:45:00Z');
const DEFAULTS = loadHrSettings({});

describe('HR settings', () => {
  it('default to age 60, 35 years of service, 12 months, 7 chart years, and read the env', () => {
    expect(DEFAULTS).toEqual({
      retirementAge: 60,
      retirementServiceYears: 35,
      retirementWindowMonths: 12,
      chartYears: 7,
      employeeRules: { gradeLevel: { min: 1, max: 17 }, appointmentAheadDays: 30, statusAheadDays: 366 },
      exports: { running: os.availableParallelism(), waiting: 50, waitSeconds: 50 },
    });
    expect(loadHrSettings({ HR_RETIREMENT_AGE: '65', HR_CHART_YEARS: '10' })).toMatchObject({ retirementAge: 65, chartYears: 10 });
    expect(() => loadHrSettings({ HR_RETIREMENT_SERVICE_YEARS: 'thirty' })).toThrow(/HR_RETIREMENT_SERVICE_YEARS/);
    expect(() => loadHrSettings({ HR_RETIREMENT_WINDOW_MONTHS: '0' })).toThrow(/whole number/);
  });
});

describeEachDatabase('dashboard figures', (get) => {
  let t: TestApp;

  beforeAll(async () => {
    t = get();
    const department = await createDepartment(t);
    const refs = await references(t);
    const person = (name: string, dob: string, appointed: string, status = 0) =>
      insertEmployee(t, department.id, refs, { name, dob: day(dob), appointmentDate: day(appointed), status });

    // Retirement, as of 15 Aug 2024 with a window to 15 Aug 2025:
    const a = await person('A turns 60 on 1 Mar 2025: due', '1965-03-01', '2000-01-10');
    const b = await person('B turns 60 on 1 Sep 2025: not yet', '1965-09-01', '2000-01-10');
    const c = await person('C 35 years of service on 1 Aug 2025: due', '1970-01-01', '1990-08-01');
    await person('D past 60 and still active: due', '1962-01-01', '1985-01-01');
    await person('E past 60 but retired: not counted', '1962-01-01', '1985-01-01', 1);
    await person('F on leave, 60 on 1 Jan 2025: due', '1965-01-01', '2018-03-01', 4);
    await person('G turns 60 on the last day of the window: due', '1965-08-15', '2019-05-05');
    await person('H turns 60 the day after: not yet', '1965-08-16', '2019-12-31');
    // New employees of 2024, last quarter (Q2), and the years of the chart (2018-2024):
    await person('I', '1990-01-01', '2024-01-01');
    await person('J appointed today', '1990-01-01', '2024-08-15');
    await person('K appointed tomorrow: not counted yet', '1990-01-01', '2024-08-16');
    await person('L first day of Q2', '1990-01-01', '2024-04-01');
    await person('M last day of Q2', '1990-01-01', '2024-06-30');
    await person('N first day of Q3', '1990-01-01', '2024-07-01');
    await person('O', '1990-01-01', '2021-06-01');
    await person('P before the chart', '1980-01-01', '2017-12-31');

    const promotion = (employeeId: string, date: string) =>
      t.db
        .insertInto('employee_promotions')
        .values({
          id: newId(),
          employeeId,
          promotionDate: day(date),
          salaryGradeLevel: 9,
          designation: 'Senior',
          remark: '',
          previousSalaryGradeLevel: 8,
          previousDesignation: 'Officer',
          createdBy: 'fixture',
          created: 0,
        })
        .execute();
    await promotion(a.id, '2017-12-31');
    await promotion(a.id, '2018-06-01');
    await promotion(a.id, '2019-01-01');
    await promotion(b.id, '2019-12-31');
    await promotion(c.id, '2024-08-15');
    await promotion(c.id, '2024-08-16');
  });

  it('counts the hand-counted fixtures', async () => {
    const figures = await dashboardFigures(t.db, DEFAULTS, NOW);
    expect(figures).toEqual({
      // I, J, L, M, N (K is dated tomorrow).
      newEmployees: { count: 5, year: 2024 },
      // A, C, D, F, G.
      dueForRetirement: { count: 5, withinMonths: 12, age: 60, serviceYears: 35 },
      // L and M, against the 11 appointed before 1 April 2024 (A-I, O, P): 18.2%.
      increaseLastQuarter: { count: 2, percent: 18.2, from: day('2024-04-01'), to: day('2024-06-30') },
      chart: {
        years: [2018, 2019, 2020, 2021, 2022, 2023, 2024],
        newEmployees: [1, 2, 0, 1, 0, 0, 5],
        promotions: [1, 2, 0, 0, 0, 0, 1],
      },
    });
  });

  it('follows the configured retirement rule and window', async () => {
    const at65 = await dashboardFigures(t.db, { ...DEFAULTS, retirementAge: 65 }, NOW);
    // At 65 only the service rule is due: C (35 years on 1 Aug 2025) and D (35 years on 1 Jan 2020).
    expect(at65.dueForRetirement).toEqual({ count: 2, withinMonths: 12, age: 65, serviceYears: 35 });
    const nextMonth = await dashboardFigures(t.db, { ...DEFAULTS, retirementWindowMonths: 1 }, NOW);
    // Only D, whose day has passed, falls before 15 Sep 2024.
    expect(nextMonth.dueForRetirement.count).toBe(1);
    const threeYears = await dashboardFigures(t.db, { ...DEFAULTS, chartYears: 3 }, NOW);
    expect(threeYears.chart).toEqual({ years: [2022, 2023, 2024], newEmployees: [0, 0, 5], promotions: [0, 0, 1] });
  });

  it('answers no percentage when nobody was employed before the last quarter', async () => {
    const figures = await dashboardFigures(t.db, DEFAULTS, new Date('1980-02-01T00:00:00Z'));
    expect(figures.increaseLastQuarter).toEqual({ count: 0, percent: null, from: day('1979-10-01'), to: day('1979-12-31') });
  });

  it('serves the figures to holders of the dashboard permission only', async () => {
    const admin = await t.call('/dashboard/figures', {}, await t.adminToken());
    expect(admin.status).toBe(200);
    const { figures } = admin.body.data;
    expect(figures.chart.years.at(-1)).toBe(new Date().getUTCFullYear());
    expect(figures.dueForRetirement.count).toBeGreaterThanOrEqual(3);
    expect((await t.call('/dashboard/figures', {}, (await t.userWith([P.VIEW_DASHBOARD_FIGURES])).token)).status).toBe(200);
    expect((await t.call('/dashboard/figures', {}, (await t.userWith([P.VIEW_EMPLOYEES])).token)).status).toBe(403);
  });
});
