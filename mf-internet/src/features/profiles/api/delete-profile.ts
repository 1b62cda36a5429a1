import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deleteProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteProfile: build.mutation<null, string>({
      query: (id) => post('/services/internet/profile/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Profile', id),
    }),
  }),
});

export const { useDeleteProfileMutation } = deleteProfileApi;
