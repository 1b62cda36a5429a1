import { createDepartmentRequest, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateDepartmentMutation } from '../api/departments-api';
import { DepartmentFields } from './department-fields';

export const DepartmentCreatePage = createPageOf({
  title: 'New Department',
  validate: validatorFrom(createDepartmentRequest),
  initialValues: {},
  useCreate: useCreateDepartmentMutation,
  fields: <DepartmentFields />,
});
