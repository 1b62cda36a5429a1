import { baseApi, post, type Role, type RoleUpdateRequest } from '@console/api';
import { rowTags } from '@console/ui';

export const updateRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateRole: build.mutation<{ role: Role }, RoleUpdateRequest>({
      query: (body) => post('/user/role/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Role', body.id),
    }),
  }),
});

export const { useUpdateRoleMutation } = updateRoleApi;
