import { baseApi, post, type Location } from '@console/api';

export const getLocationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLocation: build.query<{ location: Location }, string>({
      query: (id) => post('/services/internet/location', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Location', id }],
    }),
  }),
});

export const { useGetLocationQuery } = getLocationApi;
