import { post, type Role, type RoleUpdateRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { rowTags } from '@console/ui';

export const updateRoleApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    updateRole: build.mutation<{ role: Role }, RoleUpdateRequest>({
      query: (body) => post('/user/role/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Role', body.id),
    }),
  }),
});

export const { useUpdateRoleMutation } = updateRoleApi;
