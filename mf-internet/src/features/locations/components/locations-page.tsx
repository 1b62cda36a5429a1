import type { Location } from '@console/api';
import { listPageOf, stampColumns, type ListColumn } from '@console/ui';
import { locationsApi } from '../api/locations-api';

const COLUMNS: ListColumn<Location>[] = ['code', 'name', ...stampColumns<Location>()];

export const LocationsPage = listPageOf(locationsApi, {
  noun: 'Location',
  columns: COLUMNS,
  filters: ['name', 'code'],
});
