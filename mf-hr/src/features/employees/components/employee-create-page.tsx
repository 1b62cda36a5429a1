import { validatorFrom } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useMemo } from 'react';
import { useCreateEmployeeMutation } from '../api/employees-api';
import { useEmployeeRequests } from '../api/employee-rules-api';
import { EmployeeFields } from './employee-fields';
import { NEW_EMPLOYEE, toCreateRequest, type EmployeeFormValues } from './employee-form-values';

export function EmployeeCreatePage() {
  const [createEmployee] = useCreateEmployeeMutation();
  // Checked by the installation's rules, as the server will check it.
  const { requests, isLoading, error } = useEmployeeRequests();
  const validate = useMemo(() => requests && validatorFrom(requests.create), [requests]);
  return (
    <RecordFormScreen<EmployeeFormValues>
      title="Create Employee"
      mode="create"
      // The form opens once the rules are known.
      initialValues={requests && NEW_EMPLOYEE}
      loading={isLoading}
      error={error}
      validate={validate}
      onSave={(values) => createEmployee(toCreateRequest(values)).unwrap()}
    >
      <EmployeeFields mode="create" />
    </RecordFormScreen>
  );
}
