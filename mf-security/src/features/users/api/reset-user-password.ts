import { baseApi, post, type UserPasswordResetRequest } from '@console/api';

export const resetUserPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    resetUserPassword: build.mutation<null, UserPasswordResetRequest>({
      query: (body) => post('/user/password/reset', body),
    }),
  }),
});

export const { useResetUserPasswordMutation } = resetUserPasswordApi;
