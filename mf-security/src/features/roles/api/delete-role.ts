import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deleteRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteRole: build.mutation<null, string>({
      query: (id) => post('/user/role/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Role', id),
    }),
  }),
});

export const { useDeleteRoleMutation } = deleteRoleApi;
