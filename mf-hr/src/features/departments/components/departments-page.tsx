import type { Department } from '@console/api';
import { listPageOf, stampColumns, type Column } from '@console/ui';
import { useDeleteDepartmentMutation, useListDepartmentsQuery } from '../api/departments-api';

const COLUMNS: Column<Department>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Code', field: 'code', sort: 'code' },
  { header: 'Head of Department', field: 'headOfDepartment' },
  { header: 'Employees', field: 'employeeCount', numeric: true },
  ...stampColumns<Department>('updated'),
];

/** The departments folder; a department with employees cannot be deleted (the server says why). */
export const DepartmentsPage = listPageOf({
  noun: 'Department',
  columns: COLUMNS,
  filters: ['name', 'code'],
  useList: useListDepartmentsQuery,
  useDelete: useDeleteDepartmentMutation,
});
