import { INTERNET_ACCESS, usePermission, type Profile } from '@console/api';
import { ListScreen, listAnswer, NameList, formatDate, useListState, type Column } from '@console/ui';
import { useDeleteProfileMutation, useListProfilesQuery } from '../api/profiles-api';

const COLUMNS: Column<Profile>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Description', field: 'description' },
  { header: 'Rate Limit', field: 'rateLimit' },
  { header: 'IP Pool', field: 'ipPool' },
  { header: 'Nas', cell: (profile) => <NameList names={profile.nasProfiles.map((link) => link.nas.nasname)} /> },
  { header: 'Created', cell: (profile) => formatDate(profile.created), sort: 'created' },
  { header: 'Updated', cell: (profile) => formatDate(profile.updated), sort: 'updated' },
];

const FILTERS = [{ value: 'name', label: 'Name' }];

export function ProfilesPage() {
  const state = useListState(FILTERS);
  const list = useListProfilesQuery(state.request);
  const [deleteProfile] = useDeleteProfileMutation();
  const canDelete = usePermission(...INTERNET_ACCESS.deleteProfile);
  return (
    <ListScreen
      title="Profiles"
      newLabel={usePermission(...INTERNET_ACCESS.createProfile) ? 'New Profile' : undefined}
      columns={COLUMNS}
      state={state}
      {...listAnswer(list, 'profiles')}
      rowKey={(profile) => profile.id}
      nameOf={(profile) => profile.name}
      canEdit={usePermission(...INTERNET_ACCESS.modifyProfile)}
      onDelete={canDelete ? (profile) => deleteProfile(profile.id).unwrap() : undefined}
    />
  );
}
