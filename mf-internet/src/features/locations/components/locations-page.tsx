import { INTERNET_ACCESS, type Location } from '@console/api';
import { listPageOf, formatDate, type Column } from '@console/ui';
import { useDeleteLocationMutation, useListLocationsQuery } from '../api/locations-api';

const COLUMNS: Column<Location>[] = [
  { header: 'Code', field: 'code', sort: 'code' },
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Created', cell: (location) => formatDate(location.created), sort: 'created' },
  { header: 'Updated', cell: (location) => formatDate(location.updated), sort: 'updated' },
];

const FILTERS = [
  { value: 'name', label: 'Name' },
  { value: 'code', label: 'Code' },
];

export const LocationsPage = listPageOf({
  title: 'Locations',
  newLabel: 'New Location',
  columns: COLUMNS,
  filters: FILTERS,
  useList: useListLocationsQuery,
  key: 'locations',
  useDelete: useDeleteLocationMutation,
  access: { create: INTERNET_ACCESS.createLocation, modify: INTERNET_ACCESS.modifyLocation, delete: INTERNET_ACCESS.deleteLocation },
  nameOf: (location) => location.name,
});
