import { baseApi, post, type PasswordChangeRequest } from '@console/api';

export const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<null, PasswordChangeRequest>({
      query: (body) => post('/settings/password', body),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
