import { baseApi, post, type ListRequest, type Permission } from '@console/api';
import { listTags } from '@console/ui';

export const listPermissionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPermissions: build.query<{ permissions: Permission[]; size: number }, ListRequest>({
      query: (body) => post('/user/permissions', body),
      providesTags: (result) => listTags('Permission', result?.permissions),
    }),
  }),
});

export const { useListPermissionsQuery } = listPermissionsApi;
