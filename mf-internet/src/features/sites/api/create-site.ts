import { baseApi, post, type Site, type SiteCreate } from '@console/api';

export const createSiteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createSite: build.mutation<{ site: Site }, SiteCreate>({
      query: (body) => post('/services/internet/site/create', body),
      invalidatesTags: [{ type: 'Site', id: 'LIST' }],
    }),
  }),
});

export const { useCreateSiteMutation } = createSiteApi;
