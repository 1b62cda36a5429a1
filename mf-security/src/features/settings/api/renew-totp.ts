import { baseApi, post, type TotpEnrolment, type TotpRenewRequest } from '@console/api';

export const renewTotpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    renewTotp: build.mutation<TotpEnrolment, TotpRenewRequest>({
      query: (body) => post('/settings/totp', body),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useRenewTotpMutation } = renewTotpApi;
