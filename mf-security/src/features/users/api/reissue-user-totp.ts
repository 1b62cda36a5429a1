import { post, type TotpEnrolment } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const reissueUserTotpApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    reissueUserTotp: build.mutation<TotpEnrolment, string>({
      query: (id) => post('/user/totp/reissue', { id }),
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useReissueUserTotpMutation } = reissueUserTotpApi;
