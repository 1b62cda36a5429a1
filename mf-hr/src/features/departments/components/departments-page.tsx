import { P, type Department } from '@console/api';
import { listPageOf, formatDate, type Column } from '@console/ui';
import { useDeleteDepartmentMutation, useListDepartmentsQuery } from '../api/departments-api';

const COLUMNS: Column<Department>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Code', field: 'code', sort: 'code' },
  { header: 'Head of Department', field: 'headOfDepartment' },
  { header: 'Employees', field: 'employeeCount', numeric: true },
  { header: 'Updated', cell: (d) => formatDate(d.updated), sort: 'updated' },
];

const FILTERS = [
  { value: 'name', label: 'Name' },
  { value: 'code', label: 'Code' },
];

/** The departments folder; a department with employees cannot be deleted (the server says why). */
export const DepartmentsPage = listPageOf({
  title: 'Departments',
  newLabel: 'New Department',
  columns: COLUMNS,
  filters: FILTERS,
  useList: useListDepartmentsQuery,
  key: 'departments',
  useDelete: useDeleteDepartmentMutation,
  access: { create: [P.CREATE_DEPARTMENT], modify: [P.MODIFY_DEPARTMENT], delete: [P.DELETE_DEPARTMENT] },
  nameOf: (d) => d.name,
});
