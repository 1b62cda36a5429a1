import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { DASHBOARD_LISTS, INVALID, dashboardCalls, secondsToDateText, type DashboardList, type DashboardPerson } from '@console/api/contract';
import { nowSeconds } from '../../core/clock';
import type { Db } from '../../db/schema';
import { csvStream, sendDownload } from '../../http/csv-answer';
import { defineRoute } from '../../http/define-route';
import { defineSignedDownload } from '../../http/signed-download';
import { dueForRetirement, figureDays, utcSeconds } from './dashboard';
import { applyDueStatuses } from './employee-corrections';
import { EXPORT_LINK_SECONDS, holdExportSlot } from './export-routes';
import type { HrSettings } from './hr-settings';

const BATCH = 1000;
// Only to order the due list in SQL (soonest first); each person's day is then computed exactly.
const YEAR_SECONDS = 31_556_952;

interface PersonRow {
  id: string;
  staffId: string;
  name: string;
  department: string;
  dob: number;
  appointmentDate: number;
}

/** The same calendar day `years` later (29 February falls on 1 March). */
const yearsAfter = (seconds: number, years: number) => {
  const d = new Date(seconds * 1000);
  return utcSeconds(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate());
};

/**
 * The people behind one card as of `now`, a page at a time, with the day that puts them there:
 * the retirement day and which rule reaches first, or the appointment day.
 */
export async function dashboardPeople(
  db: Db,
  settings: HrSettings,
  now: Date,
  list: DashboardList,
  range: { offset: number; limit: number },
): Promise<{ people: DashboardPerson[]; size: number }> {
  const days = figureDays(settings, now);
  const appointed = (from: number, to: number) =>
    db.selectFrom('employees').where('employees.appointmentDate', '>=', from).where('employees.appointmentDate', '<', to);
  const base =
    list === 'due-for-retirement'
      ? dueForRetirement(db, days)
      : list === 'new-employees'
        ? appointed(days.yearStart, days.tomorrow)
        : appointed(days.lastQuarterStart, days.quarterStart);
  const byAge = sql<number>`employees.dob + ${settings.retirementAge * YEAR_SECONDS}`;
  const byService = sql<number>`employees.appointment_date + ${settings.retirementServiceYears * YEAR_SECONDS}`;
  const [rows, total] = await Promise.all([
    base
      .innerJoin('departments', 'departments.id', 'employees.departmentId')
      .select(['employees.id', 'employees.staffId', 'employees.name', 'departments.name as department', 'employees.dob', 'employees.appointmentDate'])
      .$if(list === 'due-for-retirement', (q) => q.orderBy(sql`case when ${byAge} <= ${byService} then ${byAge} else ${byService} end`))
      .$if(list !== 'due-for-retirement', (q) => q.orderBy('employees.appointmentDate', 'desc'))
      .orderBy('employees.name')
      .orderBy('employees.id')
      .limit(range.limit)
      .offset(range.offset)
      .execute() as Promise<PersonRow[]>,
    base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const people = rows.map((row): DashboardPerson => {
    const person = { id: row.id, staffId: row.staffId, name: row.name, department: row.department };
    if (list !== 'due-for-retirement') return { ...person, date: row.appointmentDate, reason: 'Appointed' };
    const atAge = yearsAfter(row.dob, settings.retirementAge);
    const atService = yearsAfter(row.appointmentDate, settings.retirementServiceYears);
    return atAge <= atService
      ? { ...person, date: atAge, reason: `Age ${settings.retirementAge}` }
      : { ...person, date: atService, reason: `${settings.retirementServiceYears} years of service` };
  });
  return { people, size: Number(total.n) };
}

/** Every person of the list, read a batch at a time. */
async function* everyone(db: Db, settings: HrSettings, now: Date, list: DashboardList): AsyncGenerator<DashboardPerson> {
  for (let offset = 0; ; offset += BATCH) {
    const { people } = await dashboardPeople(db, settings, now, list, { offset, limit: BATCH });
    yield* people;
    if (people.length < BATCH) return;
  }
}

const exportQuery = z.object({ list: z.enum(DASHBOARD_LISTS, { error: INVALID }) });
const dateHeader = (list: DashboardList) => (list === 'due-for-retirement' ? 'Retirement Date' : 'Appointment Date');

export function dashboardListRoutes(app: FastifyInstance, settings: HrSettings): void {
  const asOfNow = () => new Date(nowSeconds() * 1000);

  defineRoute(app, dashboardCalls.list, async ({ body, deps }) => {
    await applyDueStatuses(deps.db);
    return dashboardPeople(deps.db, settings, asOfNow(), body.list, body);
  });

  defineSignedDownload(app, {
    calls: dashboardCalls.export,
    sign: ({ body }) => ({ list: body.list }),
    linkSeconds: EXPORT_LINK_SECONDS,
    params: exportQuery,
    refusal: 'This export link is invalid or has expired. Export again from the dashboard.',
    async send({ params: { list }, userId, request, reply, deps }) {
      await holdExportSlot(deps, reply, userId);
      await applyDueStatuses(deps.db);
      const records = (async function* () {
        for await (const p of everyone(deps.db, settings, asOfNow(), list)) {
          yield [p.staffId, p.name, p.department, secondsToDateText(p.date), p.reason];
        }
      })();
      const onError = (error: Error) => request.log.error({ err: error }, 'dashboard export failed while streaming');
      const csv = csvStream(['Staff ID', 'Name', 'Department', dateHeader(list), 'Reason'], records, onError);
      return sendDownload(reply, `${list}-${asOfNow().toISOString().slice(0, 10)}.csv`, csv);
    },
  });
}
