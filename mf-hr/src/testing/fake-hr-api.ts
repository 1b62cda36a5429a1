import {
  DEFAULT_EMPLOYEE_RULES,
  auditCalls,
  dashboardCalls,
  departmentCalls,
  employeeCalls,
  employeeFileCalls,
  employeeHistoryCalls,
  payerReportCall,
  referenceCalls,
  type AnswerOf,
  type AuditEntry,
  type DashboardFigures,
  type DashboardPerson,
  type Department,
  type EmployeeDetails,
  type Lga,
  type Nationality,
} from '@console/api';
import { fail, fakeApi, listPage, matchesCriterion, ok, oneOr404, updateOr404 } from '@console/testing/mock-api';
import { HttpResponse } from 'msw';

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

type EmployeeRules = AnswerOf<typeof employeeCalls.rules>['rules'];

/** The default installation's limits, as the server answers them. */
export const RULES: EmployeeRules = { ...DEFAULT_EMPLOYEE_RULES, statusAheadDays: DEFAULT_EMPLOYEE_RULES.statusAheadDays ?? 366 };

/** A downloaded file as the server sends it: its bytes and the name it is saved under. */
const download = (body: string, filename: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` } });

export function fakeHrApi(
  seed: { employees?: EmployeeDetails[]; departments?: Department[]; figures?: DashboardFigures; history?: AuditEntry[]; rules?: EmployeeRules } = {},
) {
  const db = {
    employees: seed.employees ?? [],
    departments: seed.departments ?? [makeDepartment(1), makeDepartment(2, { name: 'Works' })],
    figures: seed.figures ?? FIGURES,
    history: seed.history ?? [],
    rules: seed.rules ?? RULES,
  };
  const { on, byPath: calls } = fakeApi();
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
    on(employeeCalls.list, (body) => {
      // The state is the employee's LGA's, as the server reads it.
      const byState = (e: EmployeeDetails, column: string, value: unknown) =>
        column === 'state' ? e.lga.state === value : matchesCriterion(e, column, value);
      const { items, size } = listPage(db.employees, body, byState);
      return ok({ employees: items, size });
    }),
    on(employeeCalls.read, (body) => oneOr404(db.employees, body.id, 'employee', 'Employee')),
    on(employeeCalls.create, (body) => {
      if (db.employees.some((e) => e.staffId === body.staffId)) return staffIdTaken(body.staffId);
      // Stored as the server stores it: dates in seconds, the status Active unless given.
      const created = makeEmployee(db.employees.length + 100, employeeCalls.create.body.parse(body));
      db.employees.push(created);
      return ok({ employee: created }, 'Created successfully');
    }),
    on(employeeCalls.update, (body) => {
      const e = employee(body.id);
      if (!e) return fail(404, 'Employee not found.');
      touch(e, { name: body.name, position: body.position, dob: day(body.dob) });
      return ok({ employee: e }, 'Updated successfully');
    }),
    on(employeeCalls.changeStaffId, (body) => {
      const e = employee(body.id)!;
      if (db.employees.some((other) => other.staffId === body.staffId)) return staffIdTaken(body.staffId);
      logChange(e, 'staffIdHistory', 'h', { previousStaffId: e.staffId, staffId: body.staffId }, { staffId: body.staffId });
      return ok({ employee: e }, 'Updated successfully');
    }),
    on(employeeHistoryCalls.updateStatus, (body) => {
      const e = employee(body.id)!;
      const effectiveDate = day(body.effectiveDate);
      const entry = { previousStatus: e.status, status: body.status, effectiveDate, reason: body.reason, ...notVoided, scheduled: false };
      logChange(e, 'statusHistory', 's', entry, { status: body.status });
      return ok({ employee: e }, 'Updated successfully');
    }),
    on(employeeHistoryCalls.addPromotion, (body) => {
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
      on(list === 'promotions' ? employeeHistoryCalls.voidPromotion : employeeHistoryCalls.voidStatus, (body) => {
        const e = employee(body.employeeId);
        const entry = e?.[list].find((x) => x.id === body.entryId);
        if (!e || !entry) return fail(404, `${list === 'promotions' ? 'Promotion' : 'Status entry'} not found.`);
        Object.assign(entry, { voided: UPDATED, voidedBy: 'ada@example.com', voidReason: body.reason });
        touch(e, {});
        return ok({ employee: e }, 'Voided successfully');
      }),
    ),
    on(auditCalls.history.Employee, (body) => ok({ entries: db.history.filter((entry) => entry.entityId === body.id), size: db.history.length })),
    on(dashboardCalls.list, (body) => {
      const people = PEOPLE[String(body.list)] ?? [];
      return ok({ people, size: people.length });
    }),
    on(dashboardCalls.export.link, (body) => ok({ url: `/api/dashboard/export?list=${body.list}&expires=1&signature=s` })),
    on(dashboardCalls.export.download, (query) => {
      const list = String(query.list ?? '');
      const rows = (PEOPLE[list] ?? []).map((p) => `${p.staffId},${p.name}`).join('\n');
      return download(`Staff ID,Name\n${rows}\n`, `${list}-2024-03-15.csv`);
    }),
    on(employeeFileCalls.uploadPhoto, (form) => {
      const file = form.photo as File;
      const employeeId = String(form.employeeId);
      uploads.push({ employeeId, name: file.name, size: file.size });
      const e = employee(employeeId)!;
      touch(e, { photo: `/api/employee/photo?file=new.jpg&expires=1&signature=x` });
      return ok({ photo: e.photo }, 'Uploaded successfully');
    }),
    on(employeeFileCalls.export.link, (body) => ok({ url: `/api/employee/export?format=${body.format ?? 'csv'}&expires=1&signature=s` })),
    on(employeeFileCalls.export.download, (query) => {
      const rows = db.employees.map((e) => `${e.staffId},${e.name}`).join('\n');
      return download(`Staff ID,Name\n${rows}\n`, `employees-2024-03-15.${String(query.format ?? 'csv')}`);
    }),
    on(employeeFileCalls.template.link, () => ok({ url: '/api/employee/import/template?by=u&expires=1&signature=s' })),
    on(employeeFileCalls.template.download, () => download('template', 'employee-import-template.xlsx')),
    on(referenceCalls.lgas, () => ok({ lgas: LGAS, size: LGAS.length })),
    on(referenceCalls.nationalities, () => ok({ nationalities: NATIONALITIES, size: NATIONALITIES.length })),
    on(departmentCalls.list, (body) => {
      const { items, size } = listPage(db.departments, body);
      return ok({ departments: items, size });
    }),
    on(departmentCalls.read, (body) => oneOr404(db.departments, body.id, 'department', 'Department')),
    on(departmentCalls.create, (body) => {
      const department = makeDepartment(db.departments.length + 100, { ...body, code: String(body.code).toUpperCase() });
      db.departments.push(department);
      return ok({ department }, 'Created successfully');
    }),
    on(departmentCalls.update, (body) => updateOr404(db.departments, body.id, 'department', 'Department', body)),
    on(departmentCalls.delete, (body) => {
      const department = db.departments.find((d) => d.id === body.id)!;
      if (department.employeeCount > 0) return fail(409, `${department.name} cannot be deleted: ${department.employeeCount} employees belong to it.`);
      db.departments = db.departments.filter((d) => d.id !== body.id);
      return ok(null, 'Deleted successfully');
    }),
    on(dashboardCalls.figures, () => ok({ figures: db.figures })),
    on(payerReportCall, () => ok({ individuals: 12, corporates: 3, increase: 25 })),
    on(employeeFileCalls.photo, () => new HttpResponse(null, { status: 200, headers: { 'content-type': 'image/jpeg' } })),
    on(employeeCalls.rules, () => ok({ rules: db.rules })),
  ];
  return { db, calls, uploads, handlers, on };
}
