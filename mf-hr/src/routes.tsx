import { P } from '@console/api';
import { PageNotFound, PermissionGate } from '@console/ui';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DepartmentCreatePage } from './features/departments/components/department-create-page';
import { DepartmentEditPage } from './features/departments/components/department-edit-page';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { EmployeeImportPage } from './features/employee-import/components/employee-import-page';
import { EmployeeCreatePage } from './features/employees/components/employee-create-page';
import { EmployeeDetailsPage } from './features/employees/components/employee-details-page';
import { EmployeePrintPage } from './features/employees/components/employee-print-page';
import { EmployeesPage } from './features/employees/components/employees-page';

const gated = (anyOf: readonly number[], page: ReactNode) => <PermissionGate anyOf={anyOf}>{page}</PermissionGate>;

/** The Folders area, under /folder: each page behind its permission. No providers here: the shell gives them. */
export default function HrRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="employee/all" replace />} />
      <Route path="employee/all" element={gated([P.VIEW_EMPLOYEES], <EmployeesPage />)} />
      <Route path="employee/create" element={gated([P.CREATE_EMPLOYEE], <EmployeeCreatePage />)} />
      <Route path="employee/import" element={gated([P.CREATE_EMPLOYEE], <EmployeeImportPage />)} />
      <Route path="employee/:id/print" element={gated([P.VIEW_EMPLOYEES], <EmployeePrintPage />)} />
      <Route path="employee/:id" element={gated([P.VIEW_EMPLOYEES], <EmployeeDetailsPage />)} />
      <Route path="department/all" element={gated([P.VIEW_DEPARTMENTS], <DepartmentsPage />)} />
      <Route path="department/create" element={gated([P.CREATE_DEPARTMENT], <DepartmentCreatePage />)} />
      <Route path="department/:id" element={gated([P.MODIFY_DEPARTMENT], <DepartmentEditPage />)} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
