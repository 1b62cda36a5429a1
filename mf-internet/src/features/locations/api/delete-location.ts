import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deleteLocationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteLocation: build.mutation<null, string>({
      query: (id) => post('/services/internet/location/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Location', id),
    }),
  }),
});

export const { useDeleteLocationMutation } = deleteLocationApi;
