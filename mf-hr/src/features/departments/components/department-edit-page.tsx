import { updateDepartmentRequest, validatorFrom, type Department, type UpdateDepartmentRequest } from '@console/api';
import { RecordFormScreen, useRecordToEdit } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetDepartmentQuery } from '../api/get-department';
import { useUpdateDepartmentMutation } from '../api/update-department';
import { DepartmentFields } from './department-fields';

const validate = validatorFrom(updateDepartmentRequest);
const toFormValues = ({ id, updated, name, code, headOfDepartment }: Department): UpdateDepartmentRequest => ({
  id,
  updated,
  name,
  code,
  headOfDepartment,
});

export function DepartmentEditPage() {
  const { id = '' } = useParams();
  const record = useRecordToEdit(useGetDepartmentQuery(id), 'department', toFormValues);
  const [updateDepartment] = useUpdateDepartmentMutation();
  return (
    <RecordFormScreen<UpdateDepartmentRequest>
      title="Edit Department"
      mode="edit"
      {...record}
      validate={validate}
      onSave={(values) => updateDepartment(values).unwrap()}
    >
      <DepartmentFields />
    </RecordFormScreen>
  );
}
