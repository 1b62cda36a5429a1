import { post, type ListRequest, type User } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { listTags } from '@console/ui';

export const listUsersApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<{ users: User[]; size: number }, ListRequest>({
      query: (body) => post('/users', body),
      providesTags: (result) => listTags('User', result?.users),
    }),
  }),
});

export const { useListUsersQuery } = listUsersApi;
