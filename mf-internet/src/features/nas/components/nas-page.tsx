import { INTERNET_ACCESS, usePermission, type Nas } from '@console/api';
import { ListScreen, listAnswer, useListState, type Column } from '@console/ui';
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

export function NasPage() {
  const state = useListState(FILTERS);
  const list = useListNasListQuery(state.request);
  const [deleteNas] = useDeleteNasMutation();
  const canDelete = usePermission(...INTERNET_ACCESS.deleteNas);
  return (
    <ListScreen
      title="NAS"
      newLabel={usePermission(...INTERNET_ACCESS.createNas) ? 'New NAS' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'nasList')}
      rowKey={(nas) => nas.id}
      nameOf={(nas) => nas.shortname}
      canEdit={usePermission(...INTERNET_ACCESS.modifyNas)}
      onDelete={canDelete ? (nas) => deleteNas(nas.id).unwrap() : undefined}
    />
  );
}
