import { P, usePermission, type Department } from '@console/api';
import { ListScreen, listAnswer, formatDate, useListState, type Column } from '@console/ui';
import { useDeleteDepartmentMutation } from '../api/delete-department';
import { useListDepartmentsQuery } from '../api/list-departments';

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
export function DepartmentsPage() {
  const state = useListState(FILTERS);
  const list = useListDepartmentsQuery(state.request);
  const [deleteDepartment] = useDeleteDepartmentMutation();
  const canDelete = usePermission(P.DELETE_DEPARTMENT);
  return (
    <ListScreen
      title="Departments"
      newLabel={usePermission(P.CREATE_DEPARTMENT) ? 'New Department' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'departments')}
      rowKey={(d) => d.id}
      nameOf={(d) => d.name}
      canEdit={usePermission(P.MODIFY_DEPARTMENT)}
      onDelete={canDelete ? (d) => deleteDepartment(d.id).unwrap() : undefined}
    />
  );
}
