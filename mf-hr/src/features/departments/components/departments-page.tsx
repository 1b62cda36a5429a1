import type { Department } from '@console/api';
import { listPageOf, stampColumns, type ListColumn } from '@console/ui';
import { departmentsApi } from '../api/departments-api';

const COLUMNS: ListColumn<Department>[] = [
  'name',
  'code',
  { header: 'Head of Department', field: 'headOfDepartment' },
  { header: 'Employees', field: 'employeeCount', numeric: true },
  ...stampColumns<Department>('updated'),
];

/** The departments folder; a department with employees cannot be deleted (the server says why). */
export const DepartmentsPage = listPageOf(departmentsApi, {
  noun: 'Department',
  columns: COLUMNS,
  filters: ['name', 'code'],
});
