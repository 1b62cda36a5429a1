import type { Profile, ProfileCreate, ProfileUpdate } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const profilesApi = internetApi.injectEndpoints({
  endpoints: internetRecords<Profile, ProfileCreate, ProfileUpdate>()('Profile', {
    list: '/services/internet/profiles',
    one: '/services/internet/profile',
    shownIn: ['Plan'],
  }),
});

export const { useListProfilesQuery, useGetProfileQuery, useCreateProfileMutation, useUpdateProfileMutation, useDeleteProfileMutation } = profilesApi;
