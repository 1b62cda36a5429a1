import { departmentAnswer } from '../../answers/hr';
import { P } from '../../permissions';
import { createDepartmentRequest, updateDepartmentRequest } from '../../schemas/hr';
import { recordAccess, recordCalls } from '../record-calls';

export const departmentCalls = recordCalls({
  what: 'Department',
  keys: { one: 'department', many: 'departments' },
  paths: {
    list: '/employee/departments',
    read: '/department',
    create: '/department/create',
    update: '/department/update',
    delete: '/department/delete',
  },
  access: recordAccess({
    view: P.VIEW_DEPARTMENTS,
    create: P.CREATE_DEPARTMENT,
    modify: P.MODIFY_DEPARTMENT,
    delete: P.DELETE_DEPARTMENT,
    // The department dropdown of the employee forms.
    listedFor: [P.VIEW_EMPLOYEES, P.CREATE_EMPLOYEE, P.EDIT_EMPLOYEE],
  }),
  row: departmentAnswer,
  create: createDepartmentRequest,
  update: updateDepartmentRequest,
  filters: ['name', 'code'],
  sorts: ['name', 'code', 'updated'],
});
