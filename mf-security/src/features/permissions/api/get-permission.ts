import { baseApi, post, type Permission } from '@console/api';

export const getPermissionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPermission: build.query<{ permission: Permission }, number>({
      query: (id) => post('/user/permission', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Permission', id }],
    }),
  }),
});

export const { useGetPermissionQuery } = getPermissionApi;
