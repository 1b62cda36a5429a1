import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { EmployeesTable } from './hr-tables';
import type { z } from 'zod';
import {
  changeStaffIdRequest,
  employeeAnswer,
  employeeRequests,
  type EmployeeDetails,
  employeeDetailsAnswer,
  idRequest,
  listRequest,
  one,
  P,
  page,
  lowerGradeProblem,
  statusDateProblem,
  updateStatusRequest,
} from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import type { Db, Tx } from '../../db/schema';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import { insertStamped } from '../../http/stamped-update';
import type { LinkSigner } from '../../core/url-signer';
import type { SignedInUser } from '../../auth/authenticate';
import { conflict, notFound, validationFailure } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { defineRoute } from '../../http/define-route';
import { runKeyedList } from '../../http/keyed-list';
import { EMPLOYEE, applyDueStatuses, correctionRoutes, recordStatus, updateEmployee, withScheduledStatus } from './employee-corrections';
import {
  EMPLOYEE_COLUMNS,
  EMPLOYEE_CRITERIA,
  EMPLOYEE_ORDERS,
  checkEmployeeCriteria,
  employeesJoined,
  employeeColumns,
  storedEmployee,
  toEmployee,
  type StoredEmployee,
} from './employee-rows';

export { EMPLOYEE } from './employee-corrections';

type EmployeeValues = z.output<ReturnType<typeof employeeRequests>['update']>;

async function readEmployee(db: Db, signer: LinkSigner, id: string) {
  const row = await employeesJoined(db).select(EMPLOYEE_COLUMNS).where('employees.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Employee');
  const [employee] = await withScheduledStatus(db, [toEmployee(row, signer)]);
  return employee;
}

/**
 * A read of employees by whoever may view them. Statuses whose day has come are applied first, so
 * no answer shows a status that should already have changed; links in it are signed for the caller.
 */
function defineEmployeeRead<B extends z.ZodType>(
  app: FastifyInstance,
  spec: { url: string; summary: string; response: z.ZodType; body: B; read(body: z.output<B>, deps: AppDeps, signer: LinkSigner): Promise<unknown> },
): void {
  defineRoute(app, {
    url: spec.url,
    summary: spec.summary,
    response: spec.response,
    access: { anyOf: [P.VIEW_EMPLOYEES] },
    body: spec.body,
    async handler({ body, deps, user }) {
      await applyDueStatuses(deps.db);
      return spec.read(body, deps, deps.signer.forUser(user.id));
    },
  });
}

interface EmployeeCall<B> {
  url: string;
  summary: string;
  access: { anyOf: readonly number[] };
  body: B;
}

/**
 * A call that writes an employee's rows in one transaction and answers the employee it wrote (`write`
 * answers its id): as the list shows it, or with its promotions and histories (`answer: 'details'`).
 */
export function defineEmployeeWrite<B extends z.ZodType>(
  app: FastifyInstance,
  spec: EmployeeCall<B> & {
    message?: string;
    answer?: 'employee' | 'details';
    write(tx: Tx, body: z.output<B>, user: SignedInUser): Promise<string>;
  },
): void {
  defineRoute(app, {
    url: spec.url,
    summary: spec.summary,
    response: one('employee', spec.answer === 'details' ? employeeDetailsAnswer : employeeAnswer),
    access: spec.access,
    body: spec.body,
    message: spec.message,
    async handler({ body, deps, user }) {
      const id = await deps.db.transaction().execute((tx) => spec.write(tx, body, user));
      const signer = deps.signer.forUser(user.id);
      return { employee: spec.answer === 'details' ? await employeeDetails(deps.db, signer, id) : await readEmployee(deps.db, signer, id) };
    },
  });
}

/**
 * A call that changes one employee's stamped row and answers the employee: update, staff id.
 * `set` answers the columns to change; it runs once the stamp is claimed, so a refusal in it (or
 * anything else it writes) rolls everything back.
 */
function defineEmployeeChange<B extends z.ZodType<{ id: string; updated?: number }>>(
  app: FastifyInstance,
  {
    set,
    ...spec
  }: EmployeeCall<B> & {
    set(tx: Tx, row: StoredEmployee, body: z.output<B>, user: SignedInUser): Promise<Updateable<EmployeesTable>>;
  },
): void {
  defineEmployeeWrite(app, {
    ...spec,
    // The staff id's change ('/employee/staff-id/change') answers as an update too.
    message: 'Updated successfully',
    async write(tx, body, user) {
      const row = await storedEmployee(tx, body.id);
      await updateEmployee(tx, user, row, body.updated, async () => {
        const columns = await set(tx, row, body, user);
        await tx.updateTable('employees').set(columns).where('id', '=', row.id).execute();
      });
      return row.id;
    },
  });
}

/** A reference to a missing department, LGA or nationality is a field error, not a database one. */
async function assertReferencesExist(db: Db, values: Pick<EmployeeValues, 'departmentId' | 'lgaId' | 'nationalityId'>) {
  const [department, lga, nationality] = await Promise.all([
    db.selectFrom('departments').select('id').where('id', '=', values.departmentId).executeTakeFirst(),
    db.selectFrom('lgas').select('id').where('id', '=', values.lgaId).executeTakeFirst(),
    db.selectFrom('nationalities').select('id').where('id', '=', values.nationalityId).executeTakeFirst(),
  ]);
  const errors: Record<string, string> = {};
  if (!department) errors.departmentId = 'Invalid';
  if (!lga) errors.lgaId = 'Invalid';
  if (!nationality) errors.nationalityId = 'Invalid';
  if (Object.keys(errors).length > 0) throw validationFailure(errors);
}

// What the unique indexes hold, with the words of their 409s.
const UNIQUE_IDS = [
  { field: 'staffId', column: 'staffId', label: 'Staff ID' },
  { field: 'confidentialFileId', column: 'confidentialFileId', label: 'Confidential file ID' },
] as const;

/** Friendlier than the unique index's generic 409; the index still settles a race. */
async function assertUniqueIds(db: Db, values: { staffId?: string; confidentialFileId?: string }, exceptId?: string) {
  for (const { field, column, label } of UNIQUE_IDS) {
    const value = values[field];
    if (!value) continue;
    let q = db.selectFrom('employees').select('id').where(column, '=', value);
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw conflict(`${label} ${value} is already in use.`, field);
  }
}

/**
 * The columns of a new or changed employee's form, once its references exist and its ids are no
 * other employee's (`exceptId`: the employee being changed).
 */
async function checkedEmployeeColumns(db: Db, values: Omit<EmployeeValues, 'id'> & { staffId?: string }, exceptId?: string) {
  await assertReferencesExist(db, values);
  await assertUniqueIds(db, values, exceptId);
  return employeeColumns(values);
}

export async function employeeDetails(db: Db, signer: LinkSigner, id: string): Promise<EmployeeDetails> {
  const employee = await readEmployee(db, signer, id);
  const [promotions, statusHistory, staffIdHistory] = await Promise.all([
    db
      .selectFrom('employee_promotions')
      .selectAll()
      .where('employeeId', '=', id)
      .orderBy('promotionDate', 'desc')
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    // Newest effective date first, so a scheduled change tops the list.
    db
      .selectFrom('employee_status_history')
      .selectAll()
      .where('employeeId', '=', id)
      .orderBy('effectiveDate', 'desc')
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('employee_staff_id_history').selectAll().where('employeeId', '=', id).orderBy('id', 'desc').execute(),
  ]);
  return {
    ...employee,
    promotions: promotions.map((p) => ({
      id: p.id,
      employeeId: p.employeeId,
      promotionDate: p.promotionDate,
      salaryGradeLevel: p.salaryGradeLevel,
      designation: p.designation,
      remark: p.remark,
      previousSalaryGradeLevel: p.previousSalaryGradeLevel,
      previousDesignation: p.previousDesignation,
      createdBy: p.createdBy,
      created: p.created,
      voided: p.voided,
      voidedBy: p.voidedBy,
      voidReason: p.voidReason,
    })),
    statusHistory: statusHistory.map((s) => ({
      id: s.id,
      previousStatus: s.previousStatus,
      status: s.status,
      effectiveDate: s.effectiveDate,
      reason: s.reason,
      createdBy: s.createdBy,
      created: s.created,
      voided: s.voided,
      voidedBy: s.voidedBy,
      voidReason: s.voidReason,
      scheduled: s.applied === 0 && s.voided === null,
    })),
    staffIdHistory: staffIdHistory.map((s) => ({
      id: s.id,
      previousStaffId: s.previousStaffId,
      staffId: s.staffId,
      createdBy: s.createdBy,
      created: s.created,
    })),
  };
}

export function employeeRoutes(app: FastifyInstance): void {
  // The installation's grade level range and appointment margin, in the same schemas the forms use.
  const requests = employeeRequests(app.deps.config.hr.employeeRules);
  defineEmployeeRead(app, {
    url: '/employees',
    summary: 'Employee: list',
    response: page('employees', employeeAnswer),
    body: listRequest,
    async read(body, deps, signer) {
      const { items, size } = await runKeyedList(
        {
          ...body,
          criteria: checkEmployeeCriteria(body.criteria),
          filters: EMPLOYEE_CRITERIA,
          db: deps.db,
          dialect: deps.dialect,
          table: 'employees',
          order: EMPLOYEE_ORDERS.name,
          sortable: EMPLOYEE_ORDERS,
          key: 'employees.id',
        },
        (keys) => employeesJoined(deps.db).select(EMPLOYEE_COLUMNS).where('employees.id', 'in', keys),
      );
      const employees = items.map((row) => toEmployee(row, signer));
      return { employees: await withScheduledStatus(deps.db, employees), size };
    },
  });

  defineEmployeeRead(app, {
    url: '/employee',
    summary: 'Employee: details with promotions and histories',
    response: one('employee', employeeDetailsAnswer),
    body: idRequest,
    async read(body, deps, signer) {
      return { employee: await employeeDetails(deps.db, signer, body.id) };
    },
  });

  defineEmployeeWrite(app, {
    url: '/employee/create',
    summary: 'Employee: create',
    access: { anyOf: [P.CREATE_EMPLOYEE] },
    body: requests.create,
    async write(tx, body, user) {
      const columns = await checkedEmployeeColumns(tx, body);
      const id = await insertStamped(tx, 'employees', { staffId: body.staffId, status: body.status, ...columns, photo: null });
      await auditChange(tx, user, EMPLOYEE, id, null, await storedEmployee(tx, id));
      return id;
    },
  });

  defineEmployeeChange(app, {
    url: '/employee/update',
    summary: 'Employee: update (not the staff id or status)',
    access: { anyOf: [P.EDIT_EMPLOYEE] },
    body: requests.update,
    set: (tx, row, body) => checkedEmployeeColumns(tx, body, row.id),
  });

  defineEmployeeChange(app, {
    url: '/employee/staff-id/change',
    summary: 'Employee: change the staff id',
    access: { anyOf: [P.CHANGE_STAFF_ID] },
    body: changeStaffIdRequest,
    async set(tx, row, body, user) {
      if (row.staffId === body.staffId) throw validationFailure({ staffId: 'This is already the staff ID.' });
      await assertUniqueIds(tx, { staffId: body.staffId }, body.id);
      await tx
        .insertInto('employee_staff_id_history')
        .values({
          id: newId(),
          employeeId: body.id,
          previousStaffId: row.staffId,
          staffId: body.staffId,
          createdBy: user.username,
          created: nowSeconds(),
        })
        .execute();
      return { staffId: body.staffId };
    },
  });

  // Not a defineEmployeeChange: recordStatus claims the row itself, for a status in effect now or waiting for its day.
  defineEmployeeWrite(app, {
    url: '/employee/status/update',
    summary: 'Employee: change the status',
    access: { anyOf: [P.UPDATE_EMPLOYEE_STATUS] },
    body: updateStatusRequest,
    async write(tx, body, user) {
      const row = await storedEmployee(tx, body.id);
      const dateProblem = statusDateProblem(body.effectiveDate, row.appointmentDate, app.deps.config.hr.employeeRules);
      if (dateProblem) throw validationFailure({ effectiveDate: dateProblem });
      await recordStatus(tx, user, row, {
        id: newId(),
        status: body.status,
        effectiveDate: body.effectiveDate,
        reason: body.reason,
        sent: body.updated,
      });
      return row.id;
    },
  });

  defineEmployeeWrite(app, {
    url: '/employee/promotion/create',
    summary: 'Employee: record a promotion',
    access: { anyOf: [P.ADD_PROMOTION] },
    body: requests.promotion,
    answer: 'details',
    async write(tx, body, user) {
      const id = newId();
      const row = await storedEmployee(tx, body.employeeId);
      if (body.promotionDate < row.appointmentDate) throw validationFailure({ promotionDate: 'Before the appointment date' });
      // A promotion recorded late (dated before the latest one) joins the history without
      // overriding the level and designation that the later promotion set.
      const isLatest = row.lastPromotionDate === null || body.promotionDate >= row.lastPromotionDate;
      // Only the latest sets the level, so only it can lower it.
      const lower = isLatest ? lowerGradeProblem(body.salaryGradeLevel, row.salaryGradeLevel, body.remark) : undefined;
      if (lower) throw validationFailure({ remark: lower });
      await tx
        .insertInto('employee_promotions')
        .values({
          id,
          employeeId: row.id,
          promotionDate: body.promotionDate,
          salaryGradeLevel: body.salaryGradeLevel,
          designation: body.designation,
          remark: body.remark,
          previousSalaryGradeLevel: row.salaryGradeLevel,
          previousDesignation: row.position,
          createdBy: user.username,
          created: nowSeconds(),
        })
        .execute();
      await updateEmployee(tx, user, row, undefined, async () => {
        await tx
          .updateTable('employees')
          .set({
            firstPromotionDate: Math.min(row.firstPromotionDate ?? body.promotionDate, body.promotionDate),
            lastPromotionDate: Math.max(row.lastPromotionDate ?? body.promotionDate, body.promotionDate),
            ...(isLatest ? { salaryGradeLevel: body.salaryGradeLevel, position: body.designation } : {}),
          })
          .where('id', '=', row.id)
          .execute();
        const promotion = await tx.selectFrom('employee_promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await auditChange(tx, user, 'Promotion', id, null, promotion);
      });
      return row.id;
    },
  });

  correctionRoutes(app, defineEmployeeWrite);
}
