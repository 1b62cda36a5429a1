import { post } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { rowTags } from '@console/ui';

export const deletePermissionApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    deletePermission: build.mutation<null, number>({
      query: (id) => post('/user/permission/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Permission', id),
    }),
  }),
});

export const { useDeletePermissionMutation } = deletePermissionApi;
