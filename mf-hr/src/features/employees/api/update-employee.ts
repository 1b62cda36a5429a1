import { post, type Employee, type UpdateEmployeeRequest } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const updateEmployeeApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    updateEmployee: build.mutation<{ employee: Employee }, UpdateEmployeeRequest>({
      query: (body) => post('/employee/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Employee', body.id, ['Department', 'Dashboard']),
    }),
  }),
});

export const { useUpdateEmployeeMutation } = updateEmployeeApi;
