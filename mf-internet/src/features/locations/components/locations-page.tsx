import type { Location } from '@console/api';
import { listPageOf, stampColumns, type Column } from '@console/ui';
import { useDeleteLocationMutation, useListLocationsQuery } from '../api/locations-api';

const COLUMNS: Column<Location>[] = [
  { header: 'Code', field: 'code', sort: 'code' },
  { header: 'Name', field: 'name', sort: 'name' },
  ...stampColumns<Location>(),
];

export const LocationsPage = listPageOf({
  noun: 'Location',
  columns: COLUMNS,
  filters: ['name', 'code'],
  useList: useListLocationsQuery,
  useDelete: useDeleteLocationMutation,
});
