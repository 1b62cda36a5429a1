import type { Permission, PermissionCreateRequest } from '@console/api';
import { securityApi, securityRecords } from '../../../api/security-api';

export const permissionsApi = securityApi.injectEndpoints({
  endpoints: securityRecords<Permission, PermissionCreateRequest, never>()('Permission', {
    list: '/user/permissions',
    one: '/user/permission',
    // An update may renumber the permission, which moves it in every role: update-permission.ts.
    calls: ['list', 'get', 'create', 'delete'],
  }),
});

export const { useListPermissionsQuery, useGetPermissionQuery, useCreatePermissionMutation, useDeletePermissionMutation } = permissionsApi;
