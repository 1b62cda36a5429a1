import type { FilterOf, Profile, profileCalls } from '@console/api';
import { listPageOf, stampColumns, NameList } from '@console/ui';
import type { ListColumnOf } from '../../../components/list-keys';
import { profilesApi } from '../api/profiles-api';

type List = typeof profileCalls.list;
const OWN: ListColumnOf<Profile, List>[] = [
  'name',
  { header: 'Description', field: 'description' },
  { header: 'Rate Limit', field: 'rateLimit' },
  { header: 'IP Pool', field: 'ipPool' },
  { header: 'Nas', cell: (profile) => <NameList names={profile.nasProfiles.map((link) => link.nas.nasname)} /> },
];
const FILTERS: FilterOf<List>[] = ['name'];

export const ProfilesPage = listPageOf(profilesApi, {
  noun: 'Profile',
  columns: [...OWN, ...stampColumns<Profile>()],
  filters: FILTERS,
});
