import { baseApi, post, type Location, type LocationCreate } from '@console/api';

export const createLocationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createLocation: build.mutation<{ location: Location }, LocationCreate>({
      query: (body) => post('/services/internet/location/create', body),
      invalidatesTags: [{ type: 'Location', id: 'LIST' }],
    }),
  }),
});

export const { useCreateLocationMutation } = createLocationApi;
