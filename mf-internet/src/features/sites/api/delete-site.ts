import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deleteSiteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteSite: build.mutation<null, string>({
      query: (id) => post('/services/internet/site/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Site', id),
    }),
  }),
});

export const { useDeleteSiteMutation } = deleteSiteApi;
