import { baseApi, post, type TotpEnrolment } from '@console/api';

export const reissueUserTotpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reissueUserTotp: build.mutation<TotpEnrolment, string>({
      query: (id) => post('/user/totp/reissue', { id }),
      invalidatesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useReissueUserTotpMutation } = reissueUserTotpApi;
