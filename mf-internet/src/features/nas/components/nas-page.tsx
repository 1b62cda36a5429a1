import { INTERNET_ACCESS, type Nas } from '@console/api';
import { listPageOf, type Column } from '@console/ui';
import { useDeleteNasMutation, useListNasListQuery } from '../api/nas-api';

const COLUMNS: Column<Nas>[] = [
  { header: 'Name', field: 'shortname', sort: 'shortname' },
  { header: 'IP Address', field: 'nasname', sort: 'nasname' },
  { header: 'Port', field: 'ports', sort: 'ports', numeric: true },
  { header: 'Description', field: 'description' },
];

const FILTERS = [
  { value: 'shortname', label: 'Name' },
  { value: 'nasname', label: 'IP Address' },
];

export const NasPage = listPageOf({
  title: 'NAS',
  newLabel: 'New NAS',
  columns: COLUMNS,
  filters: FILTERS,
  useList: useListNasListQuery,
  key: 'nasList',
  useDelete: useDeleteNasMutation,
  access: { create: INTERNET_ACCESS.createNas, modify: INTERNET_ACCESS.modifyNas, delete: INTERNET_ACCESS.deleteNas },
  nameOf: (nas) => nas.shortname,
});
