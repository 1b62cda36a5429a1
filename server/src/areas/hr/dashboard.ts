import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dashboardCalls, type DashboardFigures } from '@console/api/contract';
import type { Db } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { countedRows } from '../../http/keyed-list';
import { nowSeconds } from '../../core/clock';
import { applyDueStatuses } from './employee-corrections';
import type { HrSettings } from './hr-settings';

/** Statuses of people still in service: Active, On Leave of Absence, On Study Leave. */
export const IN_SERVICE_STATUSES = [0, 4, 5];

export const DAY_SECONDS = 86400;
export const utcSeconds = (year: number, month: number, day = 1) => Date.UTC(year, month, day) / 1000;

/**
 * How many `column` values fall in each [start, end) range: a count per range, each read from the
 * column's index, so the cost follows the rows in range rather than the size of the table.
 */
async function countByRange(
  db: Db,
  table: 'employees' | 'employee_promotions',
  column: 'appointmentDate' | 'promotionDate',
  ranges: Array<[number, number]>,
): Promise<number[]> {
  return Promise.all(
    ranges.map(async ([start, end]) => {
      const row = await db
        .selectFrom(table)
        .select(sql<number | string>`count(*)`.as('n'))
        .where(sql<boolean>`${sql.ref(column)} >= ${start} and ${sql.ref(column)} < ${end}`)
        // A voided promotion was never made.
        .$if(table === 'employee_promotions', (q) => q.where(sql<boolean>`voided is null`))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }),
  );
}

/** The days every figure is counted between, as of `now` (UTC calendar days). */
export function figureDays(settings: HrSettings, now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = utcSeconds(year, month, now.getUTCDate());
  // Retirement falls on the day of turning `retirementAge`, or on the anniversary of appointment
  // after `retirementServiceYears`, whichever comes first; "due" means by the end of the window.
  // Anyone still in service whose day has already passed is due as well.
  const windowEnd = new Date(Date.UTC(year, month + settings.retirementWindowMonths, now.getUTCDate()));
  return {
    year,
    today,
    tomorrow: today + DAY_SECONDS,
    yearStart: utcSeconds(year, 0),
    quarterStart: utcSeconds(year, Math.floor(month / 3) * 3),
    lastQuarterStart: utcSeconds(year, Math.floor(month / 3) * 3 - 3),
    bornBy: utcSeconds(windowEnd.getUTCFullYear() - settings.retirementAge, windowEnd.getUTCMonth(), windowEnd.getUTCDate()),
    appointedBy: utcSeconds(windowEnd.getUTCFullYear() - settings.retirementServiceYears, windowEnd.getUTCMonth(), windowEnd.getUTCDate()),
  };
}

type Days = ReturnType<typeof figureDays>;

/** Employees due for retirement: still in service and reaching the age or the years of service by the window's end. */
export const dueForRetirement = (db: Db, days: Days) =>
  db
    .selectFrom('employees')
    .where('employees.status', 'in', IN_SERVICE_STATUSES)
    .where((eb) => eb.or([eb('employees.dob', '<=', days.bornBy), eb('employees.appointmentDate', '<=', days.appointedBy)]));

/**
 * The dashboard's figures from the stored data, as of `now` (all in UTC calendar days). Dates after
 * today are not counted yet: an appointment dated next month is not a new employee today.
 */
export async function dashboardFigures(db: Db, settings: HrSettings, now: Date): Promise<DashboardFigures> {
  const days = figureDays(settings, now);
  const { year, tomorrow } = days;
  const due = await dueForRetirement(db, days)
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();

  const { quarterStart, lastQuarterStart } = days;
  const chartYears = Array.from({ length: settings.chartYears }, (_, i) => year - settings.chartYears + 1 + i);
  const yearRange = (y: number): [number, number] => [utcSeconds(y, 0), Math.min(utcSeconds(y + 1, 0), tomorrow)];

  const [thisYear, lastQuarter, sinceLastQuarter, ...appointedPerYear] = await countByRange(db, 'employees', 'appointmentDate', [
    yearRange(year),
    [lastQuarterStart, quarterStart],
    [lastQuarterStart, Number.MAX_SAFE_INTEGER],
    ...chartYears.map(yearRange),
  ]);
  // Everyone appointed before last quarter without counting them: the kept total less the rest.
  const before = (await countedRows(db, 'employees')) - sinceLastQuarter;
  const promotionsPerYear = await countByRange(db, 'employee_promotions', 'promotionDate', chartYears.map(yearRange));

  return {
    newEmployees: { count: thisYear, year },
    dueForRetirement: {
      count: Number(due.n),
      withinMonths: settings.retirementWindowMonths,
      age: settings.retirementAge,
      serviceYears: settings.retirementServiceYears,
    },
    increaseLastQuarter: {
      count: lastQuarter,
      percent: before > 0 ? Math.round((lastQuarter / before) * 1000) / 10 : null,
      from: lastQuarterStart,
      to: quarterStart - DAY_SECONDS,
    },
    chart: { years: chartYears, newEmployees: appointedPerYear, promotions: promotionsPerYear },
  };
}

export function dashboardRoutes(app: FastifyInstance, settings: HrSettings): void {
  defineRoute(app, dashboardCalls.figures, async ({ deps }) => {
    await applyDueStatuses(deps.db);
    return { figures: await dashboardFigures(deps.db, settings, new Date(nowSeconds() * 1000)) };
  });
}
