import type { Nas } from '@console/api';
import { listPageOf, type Column } from '@console/ui';
import { useDeleteNasMutation, useListNasListQuery } from '../api/nas-api';

const COLUMNS: Column<Nas>[] = [
  { header: 'Name', field: 'shortname', sort: 'shortname' },
  { header: 'IP Address', field: 'nasname', sort: 'nasname' },
  { header: 'Port', field: 'ports', sort: 'ports', numeric: true },
  { header: 'Description', field: 'description' },
];

export const NasPage = listPageOf({
  noun: 'NAS',
  plural: 'NAS',
  columns: COLUMNS,
  filters: ['shortname', 'nasname'],
  useList: useListNasListQuery,
  key: 'nasList',
  useDelete: useDeleteNasMutation,
  nameOf: (nas) => nas.shortname,
});
