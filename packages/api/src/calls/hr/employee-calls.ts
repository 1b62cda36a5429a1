import { one } from '../../answers/common';
import { employeeAnswer, employeeDetailsAnswer, employeeRulesAnswer } from '../../answers/hr';
import { P } from '../../permissions';
import { idRequest } from '../../schemas/common';
import { changeStaffIdRequest, createEmployeeRequest, EMPLOYEE_FILTERS, updateEmployeeRequest } from '../../schemas/hr';
import { defineCall } from '../define-call';
import { listCall } from '../list-call';

const viewEmployees = { anyOf: [P.VIEW_EMPLOYEES] };

/**
 * Employees: listed, read with their promotions and histories, created and updated; never deleted.
 * The create and update bodies are the default installation's; the server serves them with its own
 * grade range and appointment margin (HR_GRADE_LEVEL_MAX, ...), which the forms read from `rules`.
 * Their histories' calls are in employee-history-calls.ts.
 */
export const employeeCalls = {
  list: listCall({
    path: '/employees',
    access: viewEmployees,
    summary: 'Employee: list',
    key: 'employees',
    row: employeeAnswer,
    filters: EMPLOYEE_FILTERS,
    sorts: ['name', 'surname', 'staffId', 'status', 'salaryGradeLevel', 'appointmentDate'],
  }),
  read: defineCall({
    path: '/employee',
    access: viewEmployees,
    summary: 'Employee: details with promotions and histories',
    reads: true,
    message: 'OK',
    body: idRequest,
    answer: one('employee', employeeDetailsAnswer),
  }),
  create: defineCall({
    path: '/employee/create',
    access: { anyOf: [P.CREATE_EMPLOYEE] },
    summary: 'Employee: create',
    reads: false,
    message: 'Created successfully',
    body: createEmployeeRequest,
    answer: one('employee', employeeAnswer),
  }),
  update: defineCall({
    path: '/employee/update',
    access: { anyOf: [P.EDIT_EMPLOYEE] },
    summary: 'Employee: update (not the staff id or status)',
    reads: false,
    message: 'Updated successfully',
    body: updateEmployeeRequest,
    answer: one('employee', employeeAnswer),
  }),
  changeStaffId: defineCall({
    path: '/employee/staff-id/change',
    access: { anyOf: [P.CHANGE_STAFF_ID] },
    summary: 'Employee: change the staff id',
    reads: false,
    // Answers as an update: the staff id is one field of the employee.
    message: 'Updated successfully',
    body: changeStaffIdRequest,
    answer: one('employee', employeeAnswer),
  }),
  /**
   * The installation's limits, for the forms to offer and check what the server takes: the grade
   * levels, how far ahead an appointment or a status change may be dated. Any signed-in user may read
   * them (the list's grade filter too); they change only with a restart, so the browser keeps them.
   */
  rules: defineCall({
    path: '/employee/rules',
    access: { signedIn: true },
    summary: 'Employee: the grade level range and date margins this installation takes',
    reads: true,
    message: 'OK',
    answer: one('rules', employeeRulesAnswer),
  }),
  keys: { one: 'employee', many: 'employees' },
};
