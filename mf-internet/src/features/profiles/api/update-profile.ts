import { baseApi, post, type Profile, type ProfileUpdate } from '@console/api';
import { rowTags } from '@console/ui';

export const updateProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<{ profile: Profile }, ProfileUpdate>({
      query: (body) => post('/services/internet/profile/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Profile', body.id, ['Plan']),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
