import { mutationOf, queryOf, settingsCalls } from '@console/api';
import { securityApi } from '../../../api/security-api';

/** The signed-in user's own account: what it holds, its password and its second factor. */
export const settingsApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: queryOf(build, settingsCalls.account, { providesTags: ['Account'] }),
    changePassword: mutationOf(build, settingsCalls.password),
    renewTotp: mutationOf(build, settingsCalls.totp, { invalidatesTags: ['Account'] }),
    confirmTotp: mutationOf(build, settingsCalls.totpConfirm, { invalidatesTags: ['Account'] }),
  }),
});

export const { useGetAccountQuery, useChangePasswordMutation, useRenewTotpMutation, useConfirmTotpMutation } = settingsApi;
