import { mutationOf, queryOf, userCalls } from '@console/api';
import { securityApi } from '../../../api/security-api';

const byId = (id: string) => ({ id });

/** An administrator's help with a user's credentials: failed sign-ins, a password reset, an unlock, a reset of the one-time codes. */
export const credentialsApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    getUserSignIn: queryOf(build, userCalls.signIn, {
      arg: byId,
      providesTags: (_result, _error, id) => [{ type: 'SignIn', id }],
      // An attack moves by the second: ask again each time the page opens.
      keepUnusedDataFor: 0,
    }),
    // A new password and an unlock both end the account's locks.
    resetUserPassword: mutationOf(build, userCalls.passwordReset, {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SignIn', id }],
    }),
    unlockUser: mutationOf(build, userCalls.unlock, {
      arg: byId,
      invalidatesTags: (_result, _error, id) => [{ type: 'SignIn', id }],
    }),
    resetUserSecondFactor: mutationOf(build, userCalls.secondFactorReset, {
      arg: byId,
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetUserSignInQuery, useResetUserPasswordMutation, useUnlockUserMutation, useResetUserSecondFactorMutation } = credentialsApi;
