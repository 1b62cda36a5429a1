import { post, type Account, type PasswordChangeRequest, type TotpConfirmRequest, type TotpEnrolment, type TotpRenewRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

/** The signed-in user's own account: what it holds, its password and its second factor. */
export const settingsApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<{ account: Account }, void>({
      query: () => post('/settings/account'),
      providesTags: ['Account'],
    }),
    changePassword: build.mutation<null, PasswordChangeRequest>({
      query: (body) => post('/settings/password', body),
    }),
    renewTotp: build.mutation<TotpEnrolment, TotpRenewRequest>({
      query: (body) => post('/settings/totp', body),
      invalidatesTags: ['Account'],
    }),
    confirmTotp: build.mutation<null, TotpConfirmRequest>({
      query: (body) => post('/settings/totp/confirm', body),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useGetAccountQuery, useChangePasswordMutation, useRenewTotpMutation, useConfirmTotpMutation } = settingsApi;
