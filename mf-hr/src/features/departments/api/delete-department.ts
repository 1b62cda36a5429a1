import { post } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const deleteDepartmentApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDepartment: build.mutation<null, string>({
      query: (id) => post('/department/delete', { id }),
      invalidatesTags: (_result, error, id) => (error ? [] : rowTags('Department', id)),
    }),
  }),
});

export const { useDeleteDepartmentMutation } = deleteDepartmentApi;
