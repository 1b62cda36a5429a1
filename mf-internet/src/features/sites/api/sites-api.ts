import type { Site, SiteCreate, SiteUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const sitesApi = internetApi.injectEndpoints({
  endpoints: (build) => {
    const calls = recordEndpoints<Site, SiteCreate, SiteUpdate>()(build, {
      tag: 'Site',
      key: 'site',
      listKey: 'sites',
      paths: {
        list: '/services/internet/sites',
        get: '/services/internet/site',
        create: '/services/internet/site/create',
        update: '/services/internet/site/update',
        delete: '/services/internet/site/delete',
      },
    });
    return {
      listSites: calls.list,
      getSite: calls.get,
      createSite: calls.create,
      updateSite: calls.update,
      deleteSite: calls.remove,
    };
  },
});

export const { useListSitesQuery, useGetSiteQuery, useCreateSiteMutation, useUpdateSiteMutation, useDeleteSiteMutation } = sitesApi;
