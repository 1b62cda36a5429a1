import { post, type UserPasswordResetRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const resetUserPasswordApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    resetUserPassword: build.mutation<null, UserPasswordResetRequest>({
      query: (body) => post('/user/password/reset', body),
    }),
  }),
});

export const { useResetUserPasswordMutation } = resetUserPasswordApi;
