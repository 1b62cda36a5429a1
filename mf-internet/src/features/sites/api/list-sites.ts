import { baseApi, post, type ListRequest, type Site } from '@console/api';
import { listTags } from '@console/ui';

export const listSitesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSites: build.query<{ sites: Site[]; size: number }, ListRequest>({
      query: (body) => post('/services/internet/sites', body),
      providesTags: (result) => listTags('Site', result?.sites),
    }),
  }),
});

export const { useListSitesQuery } = listSitesApi;
