import { baseApi, post, type Nas, type NasCreate } from '@console/api';

export const createNasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createNas: build.mutation<{ nas: Nas }, NasCreate>({
      query: (body) => post('/services/internet/nas/create', body),
      invalidatesTags: [{ type: 'Nas', id: 'LIST' }],
    }),
  }),
});

export const { useCreateNasMutation } = createNasApi;
