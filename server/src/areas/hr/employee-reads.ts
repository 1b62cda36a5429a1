import type { Employee, EmployeeDetails } from '@console/api/contract';
import type { SignedInUser } from '../../auth/authenticate';
import type { LinkSigner } from '../../core/url-signer';
import type { Db, Tx } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { withScheduledStatus } from './employee-corrections';
import { EMPLOYEE_COLUMNS, employeesJoined, toEmployee } from './employee-rows';

/** One employee as the list shows it, with the next scheduled status; links signed for the caller. */
export async function readEmployee(db: Db, signer: LinkSigner, id: string): Promise<Employee> {
  const row = await employeesJoined(db).select(EMPLOYEE_COLUMNS).where('employees.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Employee');
  const [employee] = await withScheduledStatus(db, [toEmployee(row, signer)]);
  return employee;
}

/** One employee with its promotions and histories, newest first. */
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

/**
 * The answer of a call that writes an employee's rows: `write` runs in one transaction and answers
 * the employee's id; the employee is then read as the list shows it, or with its histories (`details`).
 */
export async function writtenEmployee(deps: AppDeps, user: SignedInUser, write: (tx: Tx) => Promise<string>): Promise<{ employee: Employee }> {
  const id = await deps.db.transaction().execute(write);
  return { employee: await readEmployee(deps.db, deps.signer.forUser(user.id), id) };
}

/** As `writtenEmployee`, answering the employee with its promotions and histories. */
export async function writtenDetails(deps: AppDeps, user: SignedInUser, write: (tx: Tx) => Promise<string>): Promise<{ employee: EmployeeDetails }> {
  const id = await deps.db.transaction().execute(write);
  return { employee: await employeeDetails(deps.db, deps.signer.forUser(user.id), id) };
}
