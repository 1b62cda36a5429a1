import type { Location, LocationCreate, LocationUpdate } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const locationsApi = internetApi.injectEndpoints({
  endpoints: internetRecords<Location, LocationCreate, LocationUpdate>()('Location', {
    list: '/services/internet/locations',
    one: '/services/internet/location',
    shownIn: ['SalePoint', 'Site'],
  }),
});

export const { useListLocationsQuery, useGetLocationQuery, useCreateLocationMutation, useUpdateLocationMutation, useDeleteLocationMutation } =
  locationsApi;
