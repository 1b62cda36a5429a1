import type { Profile, ProfileCreate, ProfileUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const profilesApi = internetApi.injectEndpoints({
  endpoints: (build) => {
    const calls = recordEndpoints<Profile, ProfileCreate, ProfileUpdate>()(build, {
      tag: 'Profile',
      key: 'profile',
      listKey: 'profiles',
      paths: {
        list: '/services/internet/profiles',
        get: '/services/internet/profile',
        create: '/services/internet/profile/create',
        update: '/services/internet/profile/update',
        delete: '/services/internet/profile/delete',
      },
      shownIn: ['Plan'],
    });
    return {
      listProfiles: calls.list,
      getProfile: calls.get,
      createProfile: calls.create,
      updateProfile: calls.update,
      deleteProfile: calls.remove,
    };
  },
});

export const { useListProfilesQuery, useGetProfileQuery, useCreateProfileMutation, useUpdateProfileMutation, useDeleteProfileMutation } = profilesApi;
