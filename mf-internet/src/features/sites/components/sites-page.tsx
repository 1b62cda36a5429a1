import type { FilterOf, Site, siteCalls } from '@console/api';
import { listPageOf, stampColumns } from '@console/ui';
import type { ListColumnOf } from '../../../components/list-keys';
import { sitesApi } from '../api/sites-api';

type List = typeof siteCalls.list;
const OWN: ListColumnOf<Site, List>[] = ['name', 'area', { header: 'Location', cell: (site) => site.location.name }];
const FILTERS: FilterOf<List>[] = ['name', 'area'];

export const SitesPage = listPageOf(sitesApi, {
  noun: 'Site',
  columns: [...OWN, ...stampColumns<Site>()],
  filters: FILTERS,
});
