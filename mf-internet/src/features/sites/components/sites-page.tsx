import { INTERNET_ACCESS, usePermission, type Site } from '@console/api';
import { ListScreen, listAnswer, formatDate, useListState, type Column } from '@console/ui';
import { useDeleteSiteMutation, useListSitesQuery } from '../api/sites-api';

const COLUMNS: Column<Site>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Area', field: 'area', sort: 'area' },
  { header: 'Location', cell: (site) => site.location.name },
  { header: 'Created', cell: (site) => formatDate(site.created), sort: 'created' },
  { header: 'Updated', cell: (site) => formatDate(site.updated), sort: 'updated' },
];

const FILTERS = [
  { value: 'name', label: 'Name' },
  { value: 'area', label: 'Area' },
];

export function SitesPage() {
  const state = useListState(FILTERS);
  const list = useListSitesQuery(state.request);
  const [deleteSite] = useDeleteSiteMutation();
  const canDelete = usePermission(...INTERNET_ACCESS.deleteSite);
  return (
    <ListScreen
      title="Sites"
      newLabel={usePermission(...INTERNET_ACCESS.createSite) ? 'New Site' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'sites')}
      rowKey={(site) => site.id}
      nameOf={(site) => site.name}
      canEdit={usePermission(...INTERNET_ACCESS.modifySite)}
      onDelete={canDelete ? (site) => deleteSite(site.id).unwrap() : undefined}
    />
  );
}
