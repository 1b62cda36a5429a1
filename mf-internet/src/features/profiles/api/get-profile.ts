import { baseApi, post, type Profile } from '@console/api';

export const getProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<{ profile: Profile }, string>({
      query: (id) => post('/services/internet/profile', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Profile', id }],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
