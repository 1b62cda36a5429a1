import { baseApi, post, type Location, type LocationUpdate } from '@console/api';
import { rowTags } from '@console/ui';

export const updateLocationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateLocation: build.mutation<{ location: Location }, LocationUpdate>({
      query: (body) => post('/services/internet/location/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Location', body.id, ['SalePoint', 'Site']),
    }),
  }),
});

export const { useUpdateLocationMutation } = updateLocationApi;
