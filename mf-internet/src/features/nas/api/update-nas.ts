import { baseApi, post, type Nas, type NasUpdate } from '@console/api';
import { rowTags } from '@console/ui';

export const updateNasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateNas: build.mutation<{ nas: Nas }, NasUpdate>({
      query: (body) => post('/services/internet/nas/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Nas', body.id),
    }),
  }),
});

export const { useUpdateNasMutation } = updateNasApi;
