import { post, type ChangeStaffIdRequest, type Employee } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const changeStaffIdApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    changeStaffId: build.mutation<{ employee: Employee }, ChangeStaffIdRequest>({
      query: (body) => post('/employee/staff-id/change', body),
      invalidatesTags: (_result, _error, body) => rowTags('Employee', body.id),
    }),
  }),
});

export const { useChangeStaffIdMutation } = changeStaffIdApi;
