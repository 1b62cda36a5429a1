import { post, type PasswordChangeRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const changePasswordApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<null, PasswordChangeRequest>({
      query: (body) => post('/settings/password', body),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
