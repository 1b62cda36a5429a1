import { baseApi, post } from '../base-api';
import type { LoginRequest, ResetConfirm, ResetRequest } from '../schemas/auth';
import type { AuthSession } from '../answers/auth';

/** Session calls shared by the shell (logout) and mf-auth (login, reset). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<{ auth: AuthSession }, LoginRequest>({ query: (body) => post('/auth/login', body) }),
    logout: build.mutation<null, void>({ query: () => post('/auth/logout') }),
    requestPasswordReset: build.mutation<null, ResetRequest>({ query: (body) => post('/auth/reset/request', body) }),
    confirmPasswordReset: build.mutation<null, ResetConfirm>({ query: (body) => post('/auth/reset/confirm', body) }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = authApi;
