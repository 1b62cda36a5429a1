import { mutationOf, permissionCalls } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { rowTags } from '@console/ui';

export const updatePermissionApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    updatePermission: mutationOf(build, permissionCalls.update, {
      // A renumbered permission moves within the roles that hold it, so every cached role changes too.
      invalidatesTags: (_result, _error, body) => [...rowTags('Permission', Number(body.id)), 'Role'],
    }),
  }),
});

export const { useUpdatePermissionMutation } = updatePermissionApi;
