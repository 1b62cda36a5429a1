import type { Site } from '@console/api';
import { listPageOf, stampColumns, type Column } from '@console/ui';
import { useDeleteSiteMutation, useListSitesQuery } from '../api/sites-api';

const COLUMNS: Column<Site>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Area', field: 'area', sort: 'area' },
  { header: 'Location', cell: (site) => site.location.name },
  ...stampColumns<Site>(),
];

export const SitesPage = listPageOf({
  noun: 'Site',
  columns: COLUMNS,
  filters: ['name', 'area'],
  useList: useListSitesQuery,
  useDelete: useDeleteSiteMutation,
});
