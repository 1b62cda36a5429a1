import type { Profile, ProfileCreate, ProfileUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const profilesApi = internetApi.injectEndpoints({
  endpoints: recordEndpoints<Profile, ProfileCreate, ProfileUpdate>()({
    tag: 'Profile',
    keys: ['profile', 'profiles'],
    paths: { list: '/services/internet/profiles', one: '/services/internet/profile' },
    shownIn: ['Plan'],
  }),
});

export const { useListProfilesQuery, useGetProfileQuery, useCreateProfileMutation, useUpdateProfileMutation, useDeleteProfileMutation } = profilesApi;
