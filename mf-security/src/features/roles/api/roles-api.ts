import type { Role, RoleCreateRequest, RoleUpdateRequest } from '@console/api';
import { securityApi, securityRecords } from '../../../api/security-api';

export const rolesApi = securityApi.injectEndpoints({
  endpoints: securityRecords<Role, RoleCreateRequest, RoleUpdateRequest>()('Role', { list: '/user/roles', one: '/user/role' }),
});

export const { useListRolesQuery, useGetRoleQuery, useCreateRoleMutation, useUpdateRoleMutation, useDeleteRoleMutation } = rolesApi;
