import { baseApi } from '../base-api';
import { authCalls } from '../calls/auth/session-calls';
import { mutationOf } from './call-endpoints';

/** Session calls shared by the shell (logout) and mf-auth (login, reset). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: mutationOf(build, authCalls.login),
    logout: mutationOf(build, authCalls.logout),
    requestPasswordReset: mutationOf(build, authCalls.resetRequest),
    confirmPasswordReset: mutationOf(build, authCalls.resetConfirm),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = authApi;
