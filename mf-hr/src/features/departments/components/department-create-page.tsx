import { createDepartmentRequest, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateDepartmentMutation } from '../api/departments-api';
import { DepartmentFields } from './department-fields';

export const DepartmentCreatePage = createPageOf({
  noun: 'Department',
  validate: validatorFrom(createDepartmentRequest),
  useCreate: useCreateDepartmentMutation,
  fields: <DepartmentFields />,
});
