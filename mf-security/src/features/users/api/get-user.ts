import { baseApi, post, type User } from '@console/api';

export const getUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<{ user: User }, string>({
      query: (id) => post('/user', { id }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetUserQuery } = getUserApi;
