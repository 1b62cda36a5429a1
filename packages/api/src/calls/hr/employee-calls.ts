import { one } from '../../answers/common';
import { employeeAnswer, employeeDetailsAnswer } from '../../answers/hr';
import { P } from '../../permissions';
import { idRequest } from '../../schemas/common';
import { createEmployeeRequest, updateEmployeeRequest } from '../../schemas/hr';
import { defineCall } from '../define-call';
import { listCall } from '../list-call';

const viewEmployees = { anyOf: [P.VIEW_EMPLOYEES] };

/**
 * Employees: listed, read with their promotions and histories, created and updated; never deleted.
 * The create and update bodies are the default installation's; the server serves them with its own
 * grade range and appointment margin (HR_GRADE_LEVEL_MAX, ...), which the forms read from it.
 */
export const employeeCalls = {
  list: listCall({
    path: '/employees',
    access: viewEmployees,
    summary: 'Employee: list',
    key: 'employees',
    row: employeeAnswer,
    filters: ['staffId', 'confidentialFileId', 'name', 'status', 'departmentId', 'lgaId', 'state', 'salaryGradeLevel'],
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
  keys: { one: 'employee', many: 'employees' },
};
