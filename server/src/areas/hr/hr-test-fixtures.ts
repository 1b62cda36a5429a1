import type { CreateEmployeeRequest, Department } from '@console/api/contract';
import type { Insertable } from 'kysely';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { EmployeesTable } from './hr-tables';
import { adminSuite, type AdminSuite, type TestApp } from '../../testing/test-app';

export const day = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) / 1000;

export interface References {
  lgaId: string;
  otherLgaId: string;
  nationalityId: string;
}

/** An LGA in Lagos, another in Kano, and the Nigerian nationality, from the seeded lists. */
export async function references(t: TestApp): Promise<References> {
  const lga = await t.db.selectFrom('lgas').select('id').where('state', '=', 'Lagos').where('name', '=', 'Ikeja').executeTakeFirstOrThrow();
  const other = await t.db.selectFrom('lgas').select('id').where('state', '=', 'Kano').orderBy('name').executeTakeFirstOrThrow();
  const nationality = await t.db.selectFrom('nationalities').select('id').where('code', '=', 'NG').executeTakeFirstOrThrow();
  return { lgaId: lga.id, otherLgaId: other.id, nationalityId: nationality.id };
}

let counter = 0;
const unique = () => `${Date.now().toString(36).slice(-4)}${(counter += 1)}`;

export async function createDepartment(
  t: TestApp,
  overrides: Partial<{ name: string; code: string; headOfDepartment: string }> = {},
): Promise<Department> {
  const tag = unique();
  const result = await t.call(
    '/department/create',
    { name: `Dept ${tag}`, code: `D${tag}`.slice(0, 10), headOfDepartment: 'Ada Obi', ...overrides },
    await t.adminToken(),
  );
  if (result.status !== 200) throw new Error(`department create failed: ${result.body.message}`);
  return result.body.data.department;
}

/** A valid create body; dates as the create call sends them (epoch seconds). */
export function employeeBody(departmentId: string, refs: References, overrides: Partial<CreateEmployeeRequest> = {}): CreateEmployeeRequest {
  return {
    staffId: `ST${unique()}`,
    confidentialFileId: '',
    name: 'Chidi Okeke',
    sex: 'm',
    dob: day('1980-04-12'),
    phone: '08031234567',
    email: 'chidi@example.com',
    address: '12 Allen Avenue, Ikeja',
    nextOfKinName: 'Ngozi Okeke',
    nextOfKinPhone: '08037654321',
    salaryGradeLevel: 8,
    qualifications: 'B.Sc. Accounting',
    position: 'Accountant II',
    status: 0,
    departmentId,
    lgaId: refs.lgaId,
    nationalityId: refs.nationalityId,
    appointmentDate: day('2010-01-04'),
    firstPromotionDate: null,
    lastPromotionDate: null,
    ...overrides,
  };
}

/** Inserts an employee row directly, for fixtures of many rows (dashboard, export). */
export async function insertEmployee(
  t: TestApp,
  departmentId: string,
  refs: References,
  values: Partial<Insertable<EmployeesTable>> = {},
): Promise<Insertable<EmployeesTable>> {
  const now = nowSeconds();
  const row: Insertable<EmployeesTable> = {
    id: newId(),
    staffId: `FX${unique()}`,
    confidentialFileId: null,
    name: 'Fixture Person',
    sex: 'f',
    dob: day('1985-01-01'),
    phone: '',
    email: '',
    address: '',
    nextOfKinName: '',
    nextOfKinPhone: '',
    salaryGradeLevel: 7,
    qualifications: '',
    position: 'Officer',
    status: 0,
    departmentId,
    lgaId: refs.lgaId,
    nationalityId: refs.nationalityId,
    appointmentDate: day('2015-01-01'),
    firstPromotionDate: null,
    lastPromotionDate: null,
    photo: null,
    created: now,
    updated: now,
    ...values,
  };
  await t.db.insertInto('employees').values(row).execute();
  return row;
}

/** What an HR suite works with beside the app and the token: the seeded references and a department of its own. */
export type HrSuite = AdminSuite<{
  refs: References;
  department: Department;
  departmentId: string;
  /** A valid create body in the suite's department. */
  employeeBody(overrides?: Partial<CreateEmployeeRequest>): CreateEmployeeRequest;
  /** An employee row inserted directly into the suite's department. */
  insertEmployee(values?: Partial<Insertable<EmployeesTable>>): Promise<Insertable<EmployeesTable>>;
}>;

/** `adminSuite` with the references and a fresh department (`department` overrides its fields). */
export function hrSuite(get: () => TestApp, department: Parameters<typeof createDepartment>[1] = {}): HrSuite {
  const suite = adminSuite(get, async (t) => {
    const made = await createDepartment(t, department);
    return { refs: await references(t), department: made, departmentId: made.id };
  });
  return Object.assign(suite, {
    employeeBody: (overrides: Partial<CreateEmployeeRequest> = {}) => employeeBody(suite.departmentId, suite.refs, overrides),
    insertEmployee: (values: Partial<Insertable<EmployeesTable>> = {}) => insertEmployee(suite.t, suite.departmentId, suite.refs, values),
  });
}
