import { INTERNET_ACCESS, type Site } from '@console/api';
import { listPageOf, formatDate, type Column } from '@console/ui';
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

export const SitesPage = listPageOf({
  title: 'Sites',
  newLabel: 'New Site',
  columns: COLUMNS,
  filters: FILTERS,
  useList: useListSitesQuery,
  key: 'sites',
  useDelete: useDeleteSiteMutation,
  access: { create: INTERNET_ACCESS.createSite, modify: INTERNET_ACCESS.modifySite, delete: INTERNET_ACCESS.deleteSite },
  nameOf: (site) => site.name,
});
