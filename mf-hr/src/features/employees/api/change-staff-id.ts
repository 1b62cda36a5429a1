import { baseApi, post, type ChangeStaffIdRequest, type Employee } from '@console/api';
import { rowTags } from '@console/ui';

export const changeStaffIdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeStaffId: build.mutation<{ employee: Employee }, ChangeStaffIdRequest>({
      query: (body) => post('/employee/staff-id/change', body),
      invalidatesTags: (_result, _error, body) => rowTags('Employee', body.id),
    }),
  }),
});

export const { useChangeStaffIdMutation } = changeStaffIdApi;
