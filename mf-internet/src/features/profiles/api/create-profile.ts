import { baseApi, post, type Profile, type ProfileCreate } from '@console/api';

export const createProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createProfile: build.mutation<{ profile: Profile }, ProfileCreate>({
      query: (body) => post('/services/internet/profile/create', body),
      invalidatesTags: [{ type: 'Profile', id: 'LIST' }],
    }),
  }),
});

export const { useCreateProfileMutation } = createProfileApi;
