import { HR_MENU, P } from '@console/api';
import { AreaRoutes, recordPages, type AreaPage } from '@console/ui';
import { DepartmentCreatePage } from './features/departments/components/department-create-page';
import { DepartmentEditPage } from './features/departments/components/department-edit-page';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { EmployeeImportPage } from './features/employee-import/components/employee-import-page';
import { EmployeeCreatePage } from './features/employees/components/employee-create-page';
import { EmployeeDetailsPage } from './features/employees/components/employee-details-page';
import { EmployeePrintPage } from './features/employees/components/employee-print-page';
import { EmployeesPage } from './features/employees/components/employees-page';

const { employees, departments } = HR_MENU.entries;

const PAGES: AreaPage[] = [
  ...recordPages(employees, { create: [P.CREATE_EMPLOYEE], modify: [P.VIEW_EMPLOYEES] }, [
    <EmployeesPage />,
    <EmployeeCreatePage />,
    <EmployeeDetailsPage />,
  ]),
  { path: 'employee/import', anyOf: [P.CREATE_EMPLOYEE], page: <EmployeeImportPage /> },
  { path: 'employee/:id/print', anyOf: [P.VIEW_EMPLOYEES], page: <EmployeePrintPage /> },
  ...recordPages(departments, { create: [P.CREATE_DEPARTMENT], modify: [P.MODIFY_DEPARTMENT] }, [
    <DepartmentsPage />,
    <DepartmentCreatePage />,
    <DepartmentEditPage />,
  ]),
];

/** The Folders area, under /folder: each page behind its permission. No providers here: the shell gives them. */
export default function HrRoutes() {
  return <AreaRoutes home={employees.path} pages={PAGES} />;
}
