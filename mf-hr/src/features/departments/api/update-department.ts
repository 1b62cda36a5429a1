import { post, type Department, type UpdateDepartmentRequest } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const updateDepartmentApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    updateDepartment: build.mutation<{ department: Department }, UpdateDepartmentRequest>({
      query: (body) => post('/department/update', body),
      // Employees show their department's name.
      invalidatesTags: (_result, _error, body) => rowTags('Department', body.id, ['Employee']),
    }),
  }),
});

export const { useUpdateDepartmentMutation } = updateDepartmentApi;
