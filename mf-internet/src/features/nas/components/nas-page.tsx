import type { Nas } from '@console/api';
import { listPageOf, type Column } from '@console/ui';
import { nasApi } from '../api/nas-api';

const COLUMNS: Column<Nas>[] = [
  { header: 'Name', field: 'shortname', sort: 'shortname' },
  { header: 'IP Address', field: 'nasname', sort: 'nasname' },
  { header: 'Port', field: 'ports', sort: 'ports', numeric: true },
  { header: 'Description', field: 'description' },
];

export const NasPage = listPageOf(nasApi, {
  noun: 'NAS',
  plural: 'NAS',
  columns: COLUMNS,
  filters: ['shortname', 'nasname'],
  key: 'nasList',
  nameOf: (nas) => nas.shortname,
});
