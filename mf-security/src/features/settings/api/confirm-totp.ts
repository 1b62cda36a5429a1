import { post, type TotpConfirmRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const confirmTotpApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    confirmTotp: build.mutation<null, TotpConfirmRequest>({
      query: (body) => post('/settings/totp/confirm', body),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useConfirmTotpMutation } = confirmTotpApi;
