import { profileCalls } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const profilesApi = internetApi.injectEndpoints({ endpoints: internetRecords('Profile', profileCalls, { shownIn: ['Plan'] }) });

export const { useListProfilesQuery, useGetProfileQuery, useCreateProfileMutation, useUpdateProfileMutation, useDeleteProfileMutation } = profilesApi;
