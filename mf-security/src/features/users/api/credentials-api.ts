import { post, type TotpEnrolment, type UserPasswordResetRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

/** An administrator's help with a user's credentials: a password reset, an unlock, a new second factor. */
export const credentialsApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    resetUserPassword: build.mutation<null, UserPasswordResetRequest>({
      query: (body) => post('/user/password/reset', body),
    }),
    unlockUser: build.mutation<null, string>({
      query: (id) => post('/user/unlock', { id }),
    }),
    reissueUserTotp: build.mutation<TotpEnrolment, string>({
      query: (id) => post('/user/totp/reissue', { id }),
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useResetUserPasswordMutation, useUnlockUserMutation, useReissueUserTotpMutation } = credentialsApi;
