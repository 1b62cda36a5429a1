import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deleteNasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteNas: build.mutation<null, string>({
      query: (id) => post('/services/internet/nas/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Nas', id),
    }),
  }),
});

export const { useDeleteNasMutation } = deleteNasApi;
