import type { CreateDepartmentRequest, Department, UpdateDepartmentRequest } from '@console/api';
import { hrApi, hrRecords } from '../../../api/hr-api';

export const departmentsApi = hrApi.injectEndpoints({
  endpoints: hrRecords<Department, CreateDepartmentRequest, UpdateDepartmentRequest>()('Department', {
    list: '/employee/departments',
    one: '/department',
    // Employees show their department's name.
    shownIn: ['Employee'],
  }),
});

export const {
  useListDepartmentsQuery,
  useGetDepartmentQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentMutation,
} = departmentsApi;
