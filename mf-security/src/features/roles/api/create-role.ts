import { post, type Role, type RoleCreateRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const createRoleApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    createRole: build.mutation<{ role: Role }, RoleCreateRequest>({
      query: (body) => post('/user/role/create', body),
      invalidatesTags: [{ type: 'Role', id: 'LIST' }],
    }),
  }),
});

export const { useCreateRoleMutation } = createRoleApi;
