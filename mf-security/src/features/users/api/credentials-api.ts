import { post, type SignInPressure, type TotpEnrolment, type UserPasswordResetRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

/** An administrator's help with a user's credentials: failed sign-ins, a password reset, an unlock, a new second factor. */
export const credentialsApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    getUserSignIn: build.query<{ signIn: SignInPressure }, string>({
      query: (id) => post('/user/sign-in', { id }),
      providesTags: (_result, _error, id) => [{ type: 'SignIn', id }],
      // An attack moves by the second: ask again each time the page opens.
      keepUnusedDataFor: 0,
    }),
    // A new password and an unlock both end the account's locks.
    resetUserPassword: build.mutation<null, UserPasswordResetRequest>({
      query: (body) => post('/user/password/reset', body),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SignIn', id }],
    }),
    unlockUser: build.mutation<null, string>({
      query: (id) => post('/user/unlock', { id }),
      invalidatesTags: (_result, _error, id) => [{ type: 'SignIn', id }],
    }),
    reissueUserTotp: build.mutation<TotpEnrolment, string>({
      query: (id) => post('/user/totp/reissue', { id }),
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetUserSignInQuery, useResetUserPasswordMutation, useUnlockUserMutation, useReissueUserTotpMutation } = credentialsApi;
