import { baseApi, post, type TotpConfirmRequest } from '@console/api';

export const confirmTotpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmTotp: build.mutation<null, TotpConfirmRequest>({
      query: (body) => post('/settings/totp/confirm', body),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useConfirmTotpMutation } = confirmTotpApi;
