import { INTERNET_ACCESS, type Profile } from '@console/api';
import { listPageOf, NameList, formatDate, type Column } from '@console/ui';
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

export const ProfilesPage = listPageOf({
  title: 'Profiles',
  newLabel: 'New Profile',
  columns: COLUMNS,
  filters: FILTERS,
  useList: useListProfilesQuery,
  key: 'profiles',
  useDelete: useDeleteProfileMutation,
  access: { create: INTERNET_ACCESS.createProfile, modify: INTERNET_ACCESS.modifyProfile, delete: INTERNET_ACCESS.deleteProfile },
  nameOf: (profile) => profile.name,
});
