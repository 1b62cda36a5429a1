import { baseApi, post } from '@console/api';

export const unlockUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unlockUser: build.mutation<null, string>({
      query: (id) => post('/user/unlock', { id }),
    }),
  }),
});

export const { useUnlockUserMutation } = unlockUserApi;
