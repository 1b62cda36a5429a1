import { baseApi, post, type Site, type SiteUpdate } from '@console/api';
import { rowTags } from '@console/ui';

export const updateSiteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateSite: build.mutation<{ site: Site }, SiteUpdate>({
      query: (body) => post('/services/internet/site/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('Site', body.id),
    }),
  }),
});

export const { useUpdateSiteMutation } = updateSiteApi;
