import { baseApi, post, type ListRequest, type Profile } from '@console/api';
import { listTags } from '@console/ui';

export const listProfilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listProfiles: build.query<{ profiles: Profile[]; size: number }, ListRequest>({
      query: (body) => post('/services/internet/profiles', body),
      providesTags: (result) => listTags('Profile', result?.profiles),
    }),
  }),
});

export const { useListProfilesQuery } = listProfilesApi;
