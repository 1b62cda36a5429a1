import { validatorFrom } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useMemo } from 'react';
import { useCreateEmployeeMutation } from '../api/employees-api';
import { useEmployeeRequests } from '../api/employee-rules-api';
import { useListNationalitiesQuery } from '../api/references-api';
import { EmployeeFields } from './employee-fields';
import { NEW_EMPLOYEE, toCreateRequest, type EmployeeFormValues } from './employee-form-values';

export function EmployeeCreatePage() {
  const [createEmployee] = useCreateEmployeeMutation();
  // Checked by the installation's rules, as the server will check it.
  const { requests, isLoading, error } = useEmployeeRequests();
  const validate = useMemo(() => requests && validatorFrom(requests.create), [requests]);
  // Most staff are Nigerian: a new employee starts there (issue 31), any other nationality one pick away.
  const nationalities = useListNationalitiesQuery();
  const initialValues = useMemo(() => {
    if (!requests || !nationalities.data) return undefined;
    const nigerian = nationalities.data.nationalities.find((nationality) => nationality.code === 'NG');
    return { ...NEW_EMPLOYEE, ...(nigerian && { nationalityId: nigerian.id }) };
  }, [requests, nationalities.data]);
  return (
    <RecordFormScreen<EmployeeFormValues>
      title="Create Employee"
      mode="create"
      // The form opens once the rules and the nationalities are known.
      initialValues={initialValues}
      loading={isLoading || nationalities.isLoading}
      error={error}
      validate={validate}
      onSave={(values) => createEmployee(toCreateRequest(values)).unwrap()}
    >
      <EmployeeFields mode="create" />
    </RecordFormScreen>
  );
}
