import {
  type AuditEntry,
  type DashboardFigures,
  type DashboardPerson,
  type Department,
  type EmployeeDetails,
  type Lga,
  type Nationality,
} from '@console/api';
import { fail, fakeApi, listPage, matchesCriterion, ok, oneOr404, updateOr404 } from '@console/testing/mock-api';
import { http, HttpResponse } from 'msw';

/** Seconds of 15/03/2024 10:00 UTC, so dates read the same in any zone the tests run in. */
export const UPDATED = 1710496800;
export const day = (text: string) => Date.parse(`${text}T00:00:00Z`) / 1000;
/** The server's 409 for a staff id in use, on its field as the server answers it. */
function staffIdTaken(staffId: string) {
  const message = `Staff ID ${staffId} is already in use.`;
  return fail(409, message, { staffId: message });
}

const id = (prefix: string, n: number) => `0190bbbb-${prefix}-7000-8000-${String(n).padStart(12, '0')}`;

export const LGAS: Lga[] = [
  { id: id('0001', 1), name: 'Ikeja', state: 'Lagos' },
  { id: id('0001', 2), name: 'Surulere', state: 'Lagos' },
  { id: id('0001', 3), name: 'Nassarawa', state: 'Kano' },
];
export const NATIONALITIES: Nationality[] = [
  { id: id('0002', 1), name: 'Ghanaian', code: 'GH' },
  { id: id('0002', 2), name: 'Nigerian', code: 'NG' },
];

export function makeDepartment(n: number, overrides: Partial<Department> = {}): Department {
  return {
    id: id('0003', n),
    name: `Department ${n}`,
    code: `D${n}`,
    headOfDepartment: '',
    employeeCount: 0,
    created: UPDATED,
    updated: UPDATED,
    ...overrides,
  };
}

export function makeEmployee(n: number, overrides: Partial<EmployeeDetails> = {}): EmployeeDetails {
  const department = makeDepartment(1);
  return {
    id: id('0004', n),
    staffId: `ST-${n}`,
    confidentialFileId: `CF-${n}`,
    name: `Employee ${n}`,
    sex: 'f',
    dob: day('1980-04-12'),
    phone: '08031234567',
    email: `e${n}@example.com`,
    address: '12 Allen Avenue',
    nextOfKinName: 'Ngozi Okeke',
    nextOfKinPhone: '08037654321',
    salaryGradeLevel: 8,
    qualifications: 'B.Sc.',
    position: 'Accountant II',
    status: 0,
    departmentId: department.id,
    lgaId: LGAS[0].id,
    nationalityId: NATIONALITIES[1].id,
    appointmentDate: day('2010-01-04'),
    firstPromotionDate: null,
    lastPromotionDate: null,
    photo: null,
    scheduledStatus: null,
    department: { id: department.id, name: department.name },
    lga: LGAS[0],
    nationality: { id: NATIONALITIES[1].id, name: NATIONALITIES[1].name },
    created: UPDATED,
    updated: UPDATED,
    promotions: [],
    statusHistory: [],
    staffIdHistory: [],
    ...overrides,
  };
}

export const FIGURES: DashboardFigures = {
  newEmployees: { count: 5, year: 2024 },
  dueForRetirement: { count: 3, withinMonths: 12, age: 60, serviceYears: 35 },
  increaseLastQuarter: { count: 2, percent: 18.2, from: day('2024-04-01'), to: day('2024-06-30') },
  chart: { years: [2022, 2023, 2024], newEmployees: [1, 4, 5], promotions: [0, 2, 1] },
};

/**
 * An in-memory stand-in for the HR calls, answering like the server does (envelope, names,
 * messages). Tests seed and read `db`; `calls` holds every request body by path.
 */
/** The people behind the dashboard's cards, by list. */
export const PEOPLE: Record<string, DashboardPerson[]> = {
  'due-for-retirement': [
    { id: id('0004', 1), staffId: 'ST-1', name: 'Employee 1', department: 'Finance', date: day('2024-11-02'), reason: 'Age 60' },
    { id: id('0004', 2), staffId: 'ST-2', name: 'Employee 2', department: 'Works', date: day('2025-01-10'), reason: '35 years of service' },
  ],
  'new-employees': [{ id: id('0004', 3), staffId: 'ST-3', name: 'Employee 3', department: 'Finance', date: day('2024-02-01'), reason: 'Appointed' }],
  'last-quarter': [],
};

export function fakeHrApi(
  seed: { employees?: EmployeeDetails[]; departments?: Department[]; figures?: DashboardFigures; history?: AuditEntry[] } = {},
) {
  const db = {
    employees: seed.employees ?? [],
    departments: seed.departments ?? [makeDepartment(1), makeDepartment(2, { name: 'Works' })],
    figures: seed.figures ?? FIGURES,
    history: seed.history ?? [],
  };
  const { on: route, record, byPath: calls } = fakeApi();
  const uploads: Array<{ employeeId: string; name: string; size: number }> = [];
  const employee = (key: unknown) => db.employees.find((e) => e.id === key);
  const touch = (e: EmployeeDetails, changes: Partial<EmployeeDetails>) => Object.assign(e, changes, { updated: e.updated + 1 });
  type History = 'staffIdHistory' | 'statusHistory' | 'promotions';
  type Entry<L extends History> = Omit<EmployeeDetails[L][number], 'id' | 'createdBy' | 'created'>;
  /** A change the record keeps a history of: `entry` first in `list`, made now by the clerk, then `changes` on the employee. */
  const logChange = <L extends History>(e: EmployeeDetails, list: L, idPrefix: string, entry: Entry<L>, changes: Partial<EmployeeDetails>) => {
    (e[list] as Array<Entry<L>>).unshift({ id: `${idPrefix}${e[list].length}`, ...entry, createdBy: 'ada@example.com', created: UPDATED });
    touch(e, changes);
  };
  const notVoided = { voided: null, voidedBy: null, voidReason: null };

  const handlers = [
    route('/employees', (body) => {
      // The state is the employee's LGA's, as the server reads it.
      const byState = (e: EmployeeDetails, column: string, value: unknown) =>
        column === 'state' ? e.lga.state === value : matchesCriterion(e, column, value);
      const { items, size } = listPage(db.employees, body, byState);
      return ok({ employees: items, size });
    }),
    route('/employee', (body) => oneOr404(db.employees, body.id, 'employee', 'Employee')),
    route('/employee/create', (body) => {
      if (db.employees.some((e) => e.staffId === body.staffId)) return staffIdTaken(body.staffId);
      const created = makeEmployee(db.employees.length + 100, { ...body, status: body.status ?? 0 } as Partial<EmployeeDetails>);
      db.employees.push(created);
      return ok({ employee: created }, 'Created successfully');
    }),
    route('/employee/update', (body) => {
      const e = employee(body.id);
      if (!e) return fail(404, 'Employee not found.');
      touch(e, { name: body.name, position: body.position, dob: day(body.dob) });
      return ok({ employee: e }, 'Updated successfully');
    }),
    route('/employee/staff-id/change', (body) => {
      const e = employee(body.id)!;
      if (db.employees.some((other) => other.staffId === body.staffId)) return staffIdTaken(body.staffId);
      logChange(e, 'staffIdHistory', 'h', { previousStaffId: e.staffId, staffId: body.staffId }, { staffId: body.staffId });
      return ok({ employee: e }, 'Updated successfully');
    }),
    route('/employee/status/update', (body) => {
      const e = employee(body.id)!;
      const effectiveDate = day(body.effectiveDate);
      const entry = { previousStatus: e.status, status: body.status, effectiveDate, reason: body.reason, ...notVoided, scheduled: false };
      logChange(e, 'statusHistory', 's', entry, { status: body.status });
      return ok({ employee: e }, 'Updated successfully');
    }),
    route('/employee/promotion/create', (body) => {
      const e = employee(body.employeeId)!;
      const promotionDate = day(body.promotionDate);
      const { salaryGradeLevel, designation } = body;
      const entry = {
        employeeId: e.id,
        promotionDate,
        salaryGradeLevel,
        designation,
        remark: body.remark ?? '',
        previousSalaryGradeLevel: e.salaryGradeLevel,
        previousDesignation: e.position,
        ...notVoided,
      };
      logChange(e, 'promotions', 'p', entry, { salaryGradeLevel, position: designation, lastPromotionDate: promotionDate });
      return ok({ employee: e }, 'Created successfully');
    }),
    ...(['promotions', 'statusHistory'] as const).map((list) =>
      route(list === 'promotions' ? '/employee/promotion/void' : '/employee/status/void', (body) => {
        const e = employee(body.employeeId);
        const entry = e?.[list].find((x) => x.id === body.entryId);
        if (!e || !entry) return fail(404, 'Not found.');
        Object.assign(entry, { voided: UPDATED, voidedBy: 'ada@example.com', voidReason: body.reason });
        touch(e, {});
        return ok({ employee: e }, 'Voided successfully');
      }),
    ),
    route('/audit/record/employee', (body) => ok({ entries: db.history.filter((entry) => entry.entityId === body.id), size: db.history.length })),
    route('/dashboard/list', (body) => {
      const people = PEOPLE[String(body.list)] ?? [];
      return ok({ people, size: people.length });
    }),
    route('/dashboard/export/link', (body) => ok({ url: `/api/dashboard/export?list=${body.list}&expires=1&signature=s` })),
    http.get('/api/dashboard/export', ({ request }) => {
      const list = new URL(request.url).searchParams.get('list') ?? '';
      const rows = (PEOPLE[list] ?? []).map((p) => `${p.staffId},${p.name}`).join('\n');
      return new HttpResponse(`Staff ID,Name\n${rows}\n`, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${list}-2024-03-15.csv"` },
      });
    }),
    http.post('/api/employee/photo/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('photo') as File;
      const employeeId = String(form.get('employeeId'));
      uploads.push({ employeeId, name: file.name, size: file.size });
      const e = employee(employeeId)!;
      touch(e, { photo: `/api/employee/photo?file=new.jpg&expires=1&signature=x` });
      return ok({ photo: e.photo }, 'Uploaded successfully');
    }),
    route('/employee/export/link', (body) => ok({ url: `/api/employee/export?format=${body.format}&expires=1&signature=s` })),
    http.get('/api/employee/export', ({ request }) => {
      const format = new URL(request.url).searchParams.get('format') ?? 'csv';
      const rows = db.employees.map((e) => `${e.staffId},${e.name}`).join('\n');
      return new HttpResponse(`Staff ID,Name\n${rows}\n`, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="employees-2024-03-15.${format}"` },
      });
    }),
    route('/employee/lgas', () => ok({ lgas: LGAS, size: LGAS.length })),
    route('/employee/nationalities', () => ok({ nationalities: NATIONALITIES, size: NATIONALITIES.length })),
    route('/employee/departments', (body) => {
      const { items, size } = listPage(db.departments, body);
      return ok({ departments: items, size });
    }),
    route('/department', (body) => oneOr404(db.departments, body.id, 'department', 'Department')),
    route('/department/create', (body) => {
      const department = makeDepartment(db.departments.length + 100, { ...body, code: String(body.code).toUpperCase() });
      db.departments.push(department);
      return ok({ department }, 'Created successfully');
    }),
    route('/department/update', (body) => updateOr404(db.departments, body.id, 'department', 'Department', body)),
    route('/department/delete', (body) => {
      const department = db.departments.find((d) => d.id === body.id)!;
      if (department.employeeCount > 0) return fail(409, `${department.name} cannot be deleted: ${department.employeeCount} employees belong to it.`);
      db.departments = db.departments.filter((d) => d.id !== body.id);
      return ok(null, 'Deleted successfully');
    }),
    route('/dashboard/figures', () => ok({ figures: db.figures })),
    http.get('/api/payer/report', () => {
      record('/payer/report', {});
      return ok({ individuals: 12, corporates: 3, increase: 25 });
    }),
    http.get('/api/employee/photo', () => new HttpResponse(null, { status: 200, headers: { 'content-type': 'image/jpeg' } })),
  ];
  return { db, calls, uploads, handlers };
}
