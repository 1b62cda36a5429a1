import { post, type Permission } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const getPermissionApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    getPermission: build.query<{ permission: Permission }, number>({
      query: (id) => post('/user/permission', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Permission', id }],
    }),
  }),
});

export const { useGetPermissionQuery } = getPermissionApi;
