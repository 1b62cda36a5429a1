import { post, type Employee, type UpdateStatusRequest } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const updateStatusApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    updateEmployeeStatus: build.mutation<{ employee: Employee }, UpdateStatusRequest>({
      query: (body) => post('/employee/status/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Employee', body.id, ['Dashboard']),
    }),
  }),
});

export const { useUpdateEmployeeStatusMutation } = updateStatusApi;
