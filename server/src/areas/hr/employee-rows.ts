import { P, employeeFileCalls, type Employee, type employeeRequests, type SortOf } from '@console/api/contract';
import type { z } from 'zod';
import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../db/schema';
import type { EmployeesTable } from './hr-tables';
import type { EmployeeList } from './employee-criteria';
import type { LinkSigner } from '../../core/url-signer';
import { notFound, validationFailure } from '../../http/api-error';
import { compiledOnce } from '../../db/compiled-once';

/** Photo links live long enough to show a page and reload it a few times, no longer. */
export const PHOTO_LINK_SECONDS = 15 * 60;
/** Where a photo link points: the photo call's path, as the browser asks for it. */
export const PHOTO_PATH = `/api${employeeFileCalls.photo.path}`;
/** Whoever may receive an employee answer (which carries the photo link) may open the photo. */
export const PHOTO_VIEWERS = [
  P.VIEW_EMPLOYEES,
  P.CREATE_EMPLOYEE,
  P.EDIT_EMPLOYEE,
  P.CHANGE_STAFF_ID,
  P.UPDATE_EMPLOYEE_STATUS,
  P.ADD_PROMOTION,
  P.UPLOAD_EMPLOYEE_PHOTO,
];

/**
 * The orders the list sorts by, each the leading columns of one index (migrations 0003, 0005 and
 * 0011). The department is not among them: its order is its name's, in another table.
 */
export const EMPLOYEE_ORDERS = {
  name: ['employees.name', 'employees.id'],
  surname: ['employees.surname', 'employees.name', 'employees.id'],
  staffId: ['employees.staffId'],
  status: ['employees.status', 'employees.name', 'employees.id'],
  salaryGradeLevel: ['employees.salaryGradeLevel', 'employees.name', 'employees.id'],
  appointmentDate: ['employees.appointmentDate', 'employees.name', 'employees.id'],
} as const satisfies { [K in SortOf<EmployeeList>]: readonly [string, ...string[]] };

const NUMBER_CRITERIA = ['status', 'salaryGradeLevel'] as const;

/** Status and grade level compare with number columns: anything but a whole number is a 400, not a database error. */
export function checkEmployeeCriteria<C extends Record<string, unknown>>(criteria: C): C {
  for (const key of NUMBER_CRITERIA) {
    const value = criteria[key];
    if (value !== undefined && value !== null && value !== '' && !/^\d+$/.test(String(value))) {
      throw validationFailure({ [`criteria.${key}`]: 'Invalid' });
    }
  }
  return criteria;
}

/** Employees with the names of what they refer to; every read of employees starts here. */
export const employeesJoined = (db: Db) =>
  db
    .selectFrom('employees')
    .innerJoin('departments', 'departments.id', 'employees.departmentId')
    .innerJoin('lgas', 'lgas.id', 'employees.lgaId')
    .innerJoin('nationalities', 'nationalities.id', 'employees.nationalityId');

export const EMPLOYEE_COLUMNS = [
  'employees.id',
  'employees.staffId',
  'employees.confidentialFileId',
  'employees.name',
  'employees.sex',
  'employees.dob',
  'employees.phone',
  'employees.email',
  'employees.address',
  'employees.nextOfKinName',
  'employees.nextOfKinPhone',
  'employees.salaryGradeLevel',
  'employees.qualifications',
  'employees.position',
  'employees.status',
  'employees.departmentId',
  'employees.lgaId',
  'employees.nationalityId',
  'employees.appointmentDate',
  'employees.firstPromotionDate',
  'employees.lastPromotionDate',
  'employees.photo',
  'employees.created',
  'employees.updated',
  'departments.name as departmentName',
  'lgas.name as lgaName',
  'lgas.state as lgaState',
  'nationalities.name as nationalityName',
] as const;

/** The rows of a list page's keys, in no particular order (the list puts them in its own); compiled once per page size. */
export const employeesByKeys = compiledOnce((db, keys: readonly string[]) =>
  employeesJoined(db).select(EMPLOYEE_COLUMNS).where('employees.id', 'in', keys),
);

export const photoLink = (signer: LinkSigner, file: string) => signer.sign(PHOTO_PATH, { file }, PHOTO_LINK_SECONDS);

export function toEmployee(row: EmployeeRow, signer: LinkSigner): Employee {
  return {
    id: row.id,
    staffId: row.staffId,
    confidentialFileId: row.confidentialFileId ?? '',
    name: row.name,
    sex: row.sex,
    dob: row.dob,
    phone: row.phone,
    email: row.email,
    address: row.address,
    nextOfKinName: row.nextOfKinName,
    nextOfKinPhone: row.nextOfKinPhone,
    salaryGradeLevel: row.salaryGradeLevel,
    qualifications: row.qualifications,
    position: row.position,
    status: row.status,
    departmentId: row.departmentId,
    lgaId: row.lgaId,
    nationalityId: row.nationalityId,
    appointmentDate: row.appointmentDate,
    firstPromotionDate: row.firstPromotionDate,
    lastPromotionDate: row.lastPromotionDate,
    photo: row.photo ? photoLink(signer, row.photo) : null,
    department: { id: row.departmentId, name: row.departmentName },
    lga: { id: row.lgaId, name: row.lgaName, state: row.lgaState },
    nationality: { id: row.nationalityId, name: row.nationalityName },
    created: row.created,
    updated: row.updated,
  };
}

/** An employee row as it is audited: the surname is the name's, kept by the database, not a value of its own. */
export type StoredEmployee = Omit<Selectable<EmployeesTable>, 'surname'>;

/** An employee as the list and export read it: the stored row with the names of what it refers to. */
export type EmployeeRow = StoredEmployee & { departmentName: string; lgaName: string; lgaState: string; nationalityName: string };

export async function storedEmployee(db: Db | Tx, id: string): Promise<StoredEmployee> {
  const row = await db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Employee');
  const { surname: _derived, ...stored } = row;
  return stored;
}

export type EmployeeColumnValues = Omit<z.output<ReturnType<typeof employeeRequests>['update']>, 'id' | 'updated'>;

/** The columns an employee's form sets: all but the staff id, the status, the photo and the stamps. */
export function employeeColumns(values: EmployeeColumnValues) {
  return {
    confidentialFileId: values.confidentialFileId || null,
    name: values.name,
    sex: values.sex,
    dob: values.dob,
    phone: values.phone,
    email: values.email,
    address: values.address,
    nextOfKinName: values.nextOfKinName,
    nextOfKinPhone: values.nextOfKinPhone,
    salaryGradeLevel: values.salaryGradeLevel,
    qualifications: values.qualifications,
    position: values.position,
    departmentId: values.departmentId,
    lgaId: values.lgaId,
    nationalityId: values.nationalityId,
    appointmentDate: values.appointmentDate,
    firstPromotionDate: values.firstPromotionDate,
    lastPromotionDate: values.lastPromotionDate,
  };
}
