import type { Location, LocationCreate, LocationUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const locationsApi = internetApi.injectEndpoints({
  endpoints: (build) => {
    const calls = recordEndpoints<Location, LocationCreate, LocationUpdate>()(build, {
      tag: 'Location',
      key: 'location',
      listKey: 'locations',
      paths: {
        list: '/services/internet/locations',
        get: '/services/internet/location',
        create: '/services/internet/location/create',
        update: '/services/internet/location/update',
        delete: '/services/internet/location/delete',
      },
      shownIn: ['SalePoint', 'Site'],
    });
    return {
      listLocations: calls.list,
      getLocation: calls.get,
      createLocation: calls.create,
      updateLocation: calls.update,
      deleteLocation: calls.remove,
    };
  },
});

export const { useListLocationsQuery, useGetLocationQuery, useCreateLocationMutation, useUpdateLocationMutation, useDeleteLocationMutation } =
  locationsApi;
