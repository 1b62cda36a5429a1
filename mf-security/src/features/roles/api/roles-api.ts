import { roleCalls } from '@console/api';
import { securityApi, securityRecords } from '../../../api/security-api';

export const rolesApi = securityApi.injectEndpoints({ endpoints: securityRecords('Role', roleCalls) });

export const { useListRolesQuery, useGetRoleQuery, useCreateRoleMutation, useUpdateRoleMutation, useDeleteRoleMutation } = rolesApi;
