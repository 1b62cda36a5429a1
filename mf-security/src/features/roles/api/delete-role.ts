import { post } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { rowTags } from '@console/ui';

export const deleteRoleApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    deleteRole: build.mutation<null, string>({
      query: (id) => post('/user/role/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Role', id),
    }),
  }),
});

export const { useDeleteRoleMutation } = deleteRoleApi;
