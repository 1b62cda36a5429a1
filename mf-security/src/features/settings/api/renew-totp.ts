import { post, type TotpEnrolment, type TotpRenewRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const renewTotpApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    renewTotp: build.mutation<TotpEnrolment, TotpRenewRequest>({
      query: (body) => post('/settings/totp', body),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useRenewTotpMutation } = renewTotpApi;
