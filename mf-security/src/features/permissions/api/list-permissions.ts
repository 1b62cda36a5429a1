import { post, type ListRequest, type Permission } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { listTags } from '@console/ui';

export const listPermissionsApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    listPermissions: build.query<{ permissions: Permission[]; size: number }, ListRequest>({
      query: (body) => post('/user/permissions', body),
      providesTags: (result) => listTags('Permission', result?.permissions),
    }),
  }),
});

export const { useListPermissionsQuery } = listPermissionsApi;
