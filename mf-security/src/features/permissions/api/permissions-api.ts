import { permissionCalls } from '@console/api';
import { securityApi, securityRecords } from '../../../api/security-api';

// An update may renumber the permission, which moves it in every role: update-permission.ts.
const { list, read, create, delete: remove, keys } = permissionCalls;

export const permissionsApi = securityApi.injectEndpoints({
  endpoints: securityRecords('Permission', { list, read, create, delete: remove, keys }),
});

export const { useListPermissionsQuery, useGetPermissionQuery, useCreatePermissionMutation, useDeletePermissionMutation } = permissionsApi;
