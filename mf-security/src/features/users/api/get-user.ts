import { post, type User } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const getUserApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<{ user: User }, string>({
      query: (id) => post('/user', { id }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetUserQuery } = getUserApi;
