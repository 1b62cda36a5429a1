import { post, type Role } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const getRoleApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    getRole: build.query<{ role: Role }, string>({
      query: (id) => post('/user/role', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Role', id }],
    }),
  }),
});

export const { useGetRoleQuery } = getRoleApi;
