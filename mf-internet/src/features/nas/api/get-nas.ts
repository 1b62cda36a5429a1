import { baseApi, post, type Nas } from '@console/api';

export const getNasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNas: build.query<{ nas: Nas }, string>({
      query: (id) => post('/services/internet/nas', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Nas', id }],
    }),
  }),
});

export const { useGetNasQuery } = getNasApi;
