import { locationCalls } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const locationsApi = internetApi.injectEndpoints({
  endpoints: internetRecords('Location', locationCalls, { shownIn: ['SalePoint', 'Site'] }),
});

export const { useListLocationsQuery, useGetLocationQuery, useCreateLocationMutation, useUpdateLocationMutation, useDeleteLocationMutation } =
  locationsApi;
