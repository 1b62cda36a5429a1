import { createEmployeeRequest, validatorFrom } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateEmployeeMutation } from '../api/employees-api';
import { EmployeeFields } from './employee-fields';
import { NEW_EMPLOYEE, toCreateRequest, type EmployeeFormValues } from './employee-form-values';

const validate = validatorFrom(createEmployeeRequest);

export function EmployeeCreatePage() {
  const [createEmployee] = useCreateEmployeeMutation();
  return (
    <RecordFormScreen<EmployeeFormValues>
      title="Create Employee"
      mode="create"
      initialValues={NEW_EMPLOYEE}
      validate={validate}
      onSave={(values) => createEmployee(toCreateRequest(values)).unwrap()}
    >
      <EmployeeFields mode="create" />
    </RecordFormScreen>
  );
}
