import { baseApi, post, type Site } from '@console/api';

export const getSiteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<{ site: Site }, string>({
      query: (id) => post('/services/internet/site', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Site', id }],
    }),
  }),
});

export const { useGetSiteQuery } = getSiteApi;
