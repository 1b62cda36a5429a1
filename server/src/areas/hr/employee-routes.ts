import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { EmployeesTable } from './hr-tables';
import type { z } from 'zod';
import {
  DEFAULT_STATUS_AHEAD_DAYS,
  employeeCalls,
  employeeHistoryCalls,
  employeeRequests,
  lowerGradeProblem,
  statusDateProblem,
  type AnswerOf,
} from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import type { Db, Tx } from '../../db/schema';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import { insertStamped } from '../../http/stamped-update';
import type { SignedInUser } from '../../auth/authenticate';
import { conflict, validationFailure } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { runKeyedList } from '../../http/keyed-list';
import { EMPLOYEE, applyDueStatuses, recordStatus, updateEmployee, withScheduledStatus } from './employee-corrections';
import { employeeDetails, writtenDetails, writtenEmployee } from './employee-reads';
import { EMPLOYEE_CRITERIA } from './employee-criteria';
import {
  EMPLOYEE_ORDERS,
  checkEmployeeCriteria,
  employeeColumns,
  employeesByKeys,
  storedEmployee,
  toEmployee,
  type StoredEmployee,
} from './employee-rows';
import { employeeVoidRoutes } from './employee-void-routes';
import type { HrSettings } from './hr-settings';

type EmployeeValues = z.output<ReturnType<typeof employeeRequests>['update']>;

/**
 * Changes one employee's stamped row (update, staff id) and answers its id. `set` answers the
 * columns to change; it runs once the stamp is claimed, so a refusal in it (or anything else it
 * writes) rolls everything back.
 */
async function changeEmployee(
  tx: Tx,
  user: SignedInUser,
  body: { id: string; updated?: number },
  set: (row: StoredEmployee) => Promise<Updateable<EmployeesTable>>,
): Promise<string> {
  const row = await storedEmployee(tx, body.id);
  await updateEmployee(tx, user, row, body.updated, async () => {
    const columns = await set(row);
    await tx.updateTable('employees').set(columns).where('id', '=', row.id).execute();
  });
  return row.id;
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

/** The installation's limits, as the forms read them (`employeeCalls.rules`). */
export function employeeRulesOf(rules: HrSettings['employeeRules']): AnswerOf<typeof employeeCalls.rules>['rules'] {
  return {
    gradeLevel: rules.gradeLevel,
    appointmentAheadDays: rules.appointmentAheadDays,
    statusAheadDays: rules.statusAheadDays ?? DEFAULT_STATUS_AHEAD_DAYS,
  };
}

export function employeeRoutes(app: FastifyInstance): void {
  const { employeeRules } = app.deps.config.hr;
  // The installation's grade level range and appointment margin, in the same schemas the forms use.
  const requests = employeeRequests(employeeRules);

  defineRoute(app, employeeCalls.rules, async () => ({ rules: employeeRulesOf(employeeRules) }));

  // Statuses whose day has come are applied before any read, so no answer shows a status that
  // should already have changed; links in it are signed for the caller.
  defineRoute(app, employeeCalls.list, async ({ body, deps, user }) => {
    await applyDueStatuses(deps.db);
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
      (keys) => employeesByKeys(deps.db, keys),
    );
    const signer = deps.signer.forUser(user.id);
    return {
      employees: await withScheduledStatus(
        deps.db,
        items.map((row) => toEmployee(row, signer)),
      ),
      size,
    };
  });

  defineRoute(app, employeeCalls.read, async ({ body, deps, user }) => {
    await applyDueStatuses(deps.db);
    return { employee: await employeeDetails(deps.db, deps.signer.forUser(user.id), body.id) };
  });

  defineRoute(
    app,
    employeeCalls.create,
    ({ body, deps, user }) =>
      writtenEmployee(deps, user, async (tx) => {
        const columns = await checkedEmployeeColumns(tx, body);
        const id = await insertStamped(tx, 'employees', { staffId: body.staffId, status: body.status, ...columns, photo: null });
        await auditChange(tx, user, EMPLOYEE, id, null, await storedEmployee(tx, id));
        return id;
      }),
    { body: requests.create },
  );

  defineRoute(
    app,
    employeeCalls.update,
    ({ body, deps, user }) => writtenEmployee(deps, user, (tx) => changeEmployee(tx, user, body, (row) => checkedEmployeeColumns(tx, body, row.id))),
    { body: requests.update },
  );

  defineRoute(app, employeeCalls.changeStaffId, ({ body, deps, user }) =>
    writtenEmployee(deps, user, (tx) =>
      changeEmployee(tx, user, body, async (row) => {
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
      }),
    ),
  );

  // Not a changeEmployee: recordStatus claims the row itself, for a status in effect now or waiting for its day.
  defineRoute(app, employeeHistoryCalls.updateStatus, ({ body, deps, user }) =>
    writtenEmployee(deps, user, async (tx) => {
      const row = await storedEmployee(tx, body.id);
      const dateProblem = statusDateProblem(body.effectiveDate, row.appointmentDate, employeeRules);
      if (dateProblem) throw validationFailure({ effectiveDate: dateProblem });
      await recordStatus(tx, user, row, {
        id: newId(),
        status: body.status,
        effectiveDate: body.effectiveDate,
        reason: body.reason,
        sent: body.updated,
      });
      return row.id;
    }),
  );

  defineRoute(
    app,
    employeeHistoryCalls.addPromotion,
    ({ body, deps, user }) =>
      writtenDetails(deps, user, async (tx) => {
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
      }),
    { body: requests.promotion },
  );

  employeeVoidRoutes(app);
}
