import { post, type ListRequest, type Role } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { listTags } from '@console/ui';

export const listRolesApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    listRoles: build.query<{ roles: Role[]; size: number }, ListRequest>({
      query: (body) => post('/user/roles', body),
      providesTags: (result) => listTags('Role', result?.roles),
    }),
  }),
});

export const { useListRolesQuery } = listRolesApi;
