import { post, type Permission, type PermissionCreateRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const createPermissionApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    createPermission: build.mutation<{ permission: Permission }, PermissionCreateRequest>({
      query: (body) => post('/user/permission/create', body),
      invalidatesTags: [{ type: 'Permission', id: 'LIST' }],
    }),
  }),
});

export const { useCreatePermissionMutation } = createPermissionApi;
