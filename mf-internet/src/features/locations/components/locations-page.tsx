import type { FilterOf, Location, locationCalls } from '@console/api';
import { listPageOf, stampColumns } from '@console/ui';
import type { ListColumnOf } from '../../../components/list-keys';
import { locationsApi } from '../api/locations-api';

type List = typeof locationCalls.list;
const OWN: ListColumnOf<Location, List>[] = ['code', 'name'];
const FILTERS: FilterOf<List>[] = ['name', 'code'];

export const LocationsPage = listPageOf(locationsApi, {
  noun: 'Location',
  columns: [...OWN, ...stampColumns<Location>()],
  filters: FILTERS,
});
