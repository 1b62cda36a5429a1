import type { User, UserCreateRequest, UserCreated, UserUpdateRequest } from '@console/api';
import { securityApi, securityRecords } from '../../../api/security-api';

export const usersApi = securityApi.injectEndpoints({
  // A create also answers the new user's second factor enrolment.
  endpoints: securityRecords<User, UserCreateRequest, UserUpdateRequest, { created: UserCreated }>()('User', { list: '/users', one: '/user' }),
});

export const { useListUsersQuery, useGetUserQuery, useCreateUserMutation, useUpdateUserMutation, useDeleteUserMutation } = usersApi;
