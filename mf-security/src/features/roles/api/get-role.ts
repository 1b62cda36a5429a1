import { baseApi, post, type Role } from '@console/api';

export const getRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRole: build.query<{ role: Role }, string>({
      query: (id) => post('/user/role', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Role', id }],
    }),
  }),
});

export const { useGetRoleQuery } = getRoleApi;
