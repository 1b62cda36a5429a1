import type { Site, SiteCreate, SiteUpdate } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const sitesApi = internetApi.injectEndpoints({
  endpoints: internetRecords<Site, SiteCreate, SiteUpdate>()('Site', {
    list: '/services/internet/sites',
    one: '/services/internet/site',
  }),
});

export const { useListSitesQuery, useGetSiteQuery, useCreateSiteMutation, useUpdateSiteMutation, useDeleteSiteMutation } = sitesApi;
