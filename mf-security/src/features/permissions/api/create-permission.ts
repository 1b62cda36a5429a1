import { baseApi, post, type Permission, type PermissionCreateRequest } from '@console/api';

export const createPermissionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createPermission: build.mutation<{ permission: Permission }, PermissionCreateRequest>({
      query: (body) => post('/user/permission/create', body),
      invalidatesTags: [{ type: 'Permission', id: 'LIST' }],
    }),
  }),
});

export const { useCreatePermissionMutation } = createPermissionApi;
