import type { employeeCalls, FilterOf } from '@console/api/contract';
import type { CriteriaColumn } from '../../http/list-query';

// The employee list's filters, in a module of their own that loads nothing at run time: the export's
// worker thread applies them too, and employee-rows.ts would bring the API contract's schemas with it
// (docs/performance.md "Export").

// Migration 0011's FTS5 trigram table over the three text columns, folded (SQLite).
const search = (column: string) => ({ table: 'employees_folded', column });

export type EmployeeList = typeof employeeCalls.list;

/** The list and export filters, by the criteria key the client sends: each the list call declares, no other. */
export const EMPLOYEE_CRITERIA: { [K in FilterOf<EmployeeList>]: CriteriaColumn } = {
  staffId: { column: 'employees.staffId', match: 'text', trigram: search('staffId') },
  confidentialFileId: { column: 'employees.confidentialFileId', match: 'text', trigram: search('confidentialFileId') },
  name: { column: 'employees.name', match: 'text', trigram: search('name') },
  status: { column: 'employees.status', match: 'equals' },
  departmentId: { column: 'employees.departmentId', match: 'equals' },
  lgaId: { column: 'employees.lgaId', match: 'equals' },
  state: { column: 'employees.lgaId', match: 'equals', through: { table: 'lgas', key: 'id', where: 'state' } },
  salaryGradeLevel: { column: 'employees.salaryGradeLevel', match: 'equals' },
};
