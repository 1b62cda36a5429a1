import { createDepartmentRequest, validatorFrom, type CreateDepartmentRequest } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useCreateDepartmentMutation } from '../api/create-department';
import { DepartmentFields } from './department-fields';

const validate = validatorFrom(createDepartmentRequest);
const EMPTY = {};

export function DepartmentCreatePage() {
  const [createDepartment] = useCreateDepartmentMutation();
  return (
    <RecordFormScreen<CreateDepartmentRequest>
      title="New Department"
      mode="create"
      initialValues={EMPTY}
      validate={validate}
      onSave={(values) => createDepartment(values).unwrap()}
    >
      <DepartmentFields />
    </RecordFormScreen>
  );
}
