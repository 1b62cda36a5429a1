import type { Location, LocationCreate, LocationUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const locationsApi = internetApi.injectEndpoints({
  endpoints: recordEndpoints<Location, LocationCreate, LocationUpdate>()({
    tag: 'Location',
    keys: ['location', 'locations'],
    paths: { list: '/services/internet/locations', one: '/services/internet/location' },
    shownIn: ['SalePoint', 'Site'],
  }),
});

export const { useListLocationsQuery, useGetLocationQuery, useCreateLocationMutation, useUpdateLocationMutation, useDeleteLocationMutation } =
  locationsApi;
