import type { Profile } from '@console/api';
import { listPageOf, stampColumns, NameList, type Column } from '@console/ui';
import { useDeleteProfileMutation, useListProfilesQuery } from '../api/profiles-api';

const COLUMNS: Column<Profile>[] = [
  { header: 'Name', field: 'name', sort: 'name' },
  { header: 'Description', field: 'description' },
  { header: 'Rate Limit', field: 'rateLimit' },
  { header: 'IP Pool', field: 'ipPool' },
  { header: 'Nas', cell: (profile) => <NameList names={profile.nasProfiles.map((link) => link.nas.nasname)} /> },
  ...stampColumns<Profile>(),
];

export const ProfilesPage = listPageOf({
  noun: 'Profile',
  columns: COLUMNS,
  filters: ['name'],
  useList: useListProfilesQuery,
  useDelete: useDeleteProfileMutation,
});
