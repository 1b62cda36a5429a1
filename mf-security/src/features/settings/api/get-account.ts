import { post, type Account } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const getAccountApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<{ account: Account }, void>({
      query: () => post('/settings/account'),
      providesTags: ['Account'],
    }),
  }),
});

export const { useGetAccountQuery } = getAccountApi;
