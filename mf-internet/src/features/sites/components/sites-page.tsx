import type { Site } from '@console/api';
import { listPageOf, stampColumns, type ListColumn } from '@console/ui';
import { sitesApi } from '../api/sites-api';

const COLUMNS: ListColumn<Site>[] = ['name', 'area', { header: 'Location', cell: (site) => site.location.name }, ...stampColumns<Site>()];

export const SitesPage = listPageOf(sitesApi, {
  noun: 'Site',
  columns: COLUMNS,
  filters: ['name', 'area'],
});
