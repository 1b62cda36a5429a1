import type { Profile } from '@console/api';
import { listPageOf, stampColumns, NameList, type ListColumn } from '@console/ui';
import { profilesApi } from '../api/profiles-api';

const COLUMNS: ListColumn<Profile>[] = [
  'name',
  { header: 'Description', field: 'description' },
  { header: 'Rate Limit', field: 'rateLimit' },
  { header: 'IP Pool', field: 'ipPool' },
  { header: 'Nas', cell: (profile) => <NameList names={profile.nasProfiles.map((link) => link.nas.nasname)} /> },
  ...stampColumns<Profile>(),
];

export const ProfilesPage = listPageOf(profilesApi, {
  noun: 'Profile',
  columns: COLUMNS,
  filters: ['name'],
});
