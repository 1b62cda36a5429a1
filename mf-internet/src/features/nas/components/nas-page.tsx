import type { FilterOf, Nas, nasCalls } from '@console/api';
import { listPageOf } from '@console/ui';
import type { ColumnOf } from '../../../components/list-keys';
import { NasUsageLink } from '../../usage';
import { nasApi } from '../api/nas-api';

type List = typeof nasCalls.list;
const COLUMNS: ColumnOf<Nas, List>[] = [
  { header: 'Name', field: 'shortname', sort: 'shortname' },
  { header: 'IP Address', field: 'nasname', sort: 'nasname' },
  { header: 'Port', field: 'ports', sort: 'ports', numeric: true },
  { header: 'Description', field: 'description' },
  { header: 'Usage', cell: (nas) => <NasUsageLink nas={nas} /> },
];

export const NasPage = listPageOf(nasApi, {
  noun: 'NAS',
  plural: 'NAS',
  columns: COLUMNS,
  filters: ['shortname', 'nasname'] satisfies FilterOf<List>[],
  key: 'nasList',
  nameOf: (nas) => nas.shortname,
});
