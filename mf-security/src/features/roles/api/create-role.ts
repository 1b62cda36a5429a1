import { baseApi, post, type Role, type RoleCreateRequest } from '@console/api';

export const createRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createRole: build.mutation<{ role: Role }, RoleCreateRequest>({
      query: (body) => post('/user/role/create', body),
      invalidatesTags: [{ type: 'Role', id: 'LIST' }],
    }),
  }),
});

export const { useCreateRoleMutation } = createRoleApi;
