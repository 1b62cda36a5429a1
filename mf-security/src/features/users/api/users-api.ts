import { userCalls } from '@console/api';
import { securityApi, securityRecords } from '../../../api/security-api';

export const usersApi = securityApi.injectEndpoints({ endpoints: securityRecords('User', userCalls) });

export const { useListUsersQuery, useGetUserQuery, useCreateUserMutation, useUpdateUserMutation, useDeleteUserMutation } = usersApi;
