import { siteCalls } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const sitesApi = internetApi.injectEndpoints({ endpoints: internetRecords('Site', siteCalls) });

export const { useListSitesQuery, useGetSiteQuery, useCreateSiteMutation, useUpdateSiteMutation, useDeleteSiteMutation } = sitesApi;
