import { updateDepartmentRequest, validatorFrom, type UpdateDepartmentRequest } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetDepartmentQuery } from '../api/get-department';
import { useUpdateDepartmentMutation } from '../api/update-department';
import { DepartmentFields } from './department-fields';

const validate = validatorFrom(updateDepartmentRequest);

export function DepartmentEditPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetDepartmentQuery(id);
  const [updateDepartment] = useUpdateDepartmentMutation();
  const initialValues = useMemo<UpdateDepartmentRequest | undefined>(
    () =>
      data && {
        id: data.department.id,
        updated: data.department.updated,
        name: data.department.name,
        code: data.department.code,
        headOfDepartment: data.department.headOfDepartment,
      },
    [data],
  );
  return (
    <RecordFormScreen<UpdateDepartmentRequest>
      title="Edit Department"
      mode="edit"
      initialValues={initialValues}
      validate={validate}
      loading={isLoading}
      error={error}
      onSave={(values) => updateDepartment(values).unwrap()}
    >
      <DepartmentFields />
    </RecordFormScreen>
  );
}
