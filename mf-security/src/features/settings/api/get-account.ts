import { baseApi, post, type Account } from '@console/api';

export const getAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<{ account: Account }, void>({
      query: () => post('/settings/account'),
      providesTags: ['Account'],
    }),
  }),
});

export const { useGetAccountQuery } = getAccountApi;
