import { baseApi, post, type ListRequest, type Location } from '@console/api';
import { listTags } from '@console/ui';

export const listLocationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listLocations: build.query<{ locations: Location[]; size: number }, ListRequest>({
      query: (body) => post('/services/internet/locations', body),
      providesTags: (result) => listTags('Location', result?.locations),
    }),
  }),
});

export const { useListLocationsQuery } = listLocationsApi;
