import type { Site, SiteCreate, SiteUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const sitesApi = internetApi.injectEndpoints({
  endpoints: recordEndpoints<Site, SiteCreate, SiteUpdate>()({
    tag: 'Site',
    keys: ['site', 'sites'],
    paths: { list: '/services/internet/sites', one: '/services/internet/site' },
  }),
});

export const { useListSitesQuery, useGetSiteQuery, useCreateSiteMutation, useUpdateSiteMutation, useDeleteSiteMutation } = sitesApi;
