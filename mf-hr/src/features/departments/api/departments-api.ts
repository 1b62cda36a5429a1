import { departmentCalls } from '@console/api';
import { hrApi, hrRecords } from '../../../api/hr-api';

// Employees show their department's name.
export const departmentsApi = hrApi.injectEndpoints({ endpoints: hrRecords('Department', departmentCalls, { shownIn: ['Employee'] }) });

export const {
  useListDepartmentsQuery,
  useGetDepartmentQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentMutation,
} = departmentsApi;
