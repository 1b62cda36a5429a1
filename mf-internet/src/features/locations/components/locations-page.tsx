import { INTERNET_ACCESS, usePermission, type Location } from '@console/api';
import { ListScreen, listAnswer, formatDate, useListState, type Column } from '@console/ui';
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

export function LocationsPage() {
  const state = useListState(FILTERS);
  const list = useListLocationsQuery(state.request);
  const [deleteLocation] = useDeleteLocationMutation();
  const canDelete = usePermission(...INTERNET_ACCESS.deleteLocation);
  return (
    <ListScreen
      title="Locations"
      newLabel={usePermission(...INTERNET_ACCESS.createLocation) ? 'New Location' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'locations')}
      rowKey={(location) => location.id}
      nameOf={(location) => location.name}
      canEdit={usePermission(...INTERNET_ACCESS.modifyLocation)}
      onDelete={canDelete ? (location) => deleteLocation(location.id).unwrap() : undefined}
    />
  );
}
