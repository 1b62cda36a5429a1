import { updateDepartmentRequest, validatorFrom, type Department, type UpdateDepartmentRequest } from '@console/api';
import { editPageOf } from '@console/ui';
import { useGetDepartmentQuery, useUpdateDepartmentMutation } from '../api/departments-api';
import { DepartmentFields } from './department-fields';

const toFormValues = ({ id, updated, name, code, headOfDepartment }: Department): UpdateDepartmentRequest => ({
  id,
  updated,
  name,
  code,
  headOfDepartment,
});

export const DepartmentEditPage = editPageOf({
  noun: 'Department',
  validate: validatorFrom(updateDepartmentRequest),
  useRead: useGetDepartmentQuery,
  toValues: toFormValues,
  useUpdate: useUpdateDepartmentMutation,
  // The form's values carry the id the record was read with.
  toRequest: (values: UpdateDepartmentRequest) => values,
  fields: <DepartmentFields />,
});
