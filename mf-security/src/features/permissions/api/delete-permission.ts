import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deletePermissionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deletePermission: build.mutation<null, number>({
      query: (id) => post('/user/permission/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('Permission', id),
    }),
  }),
});

export const { useDeletePermissionMutation } = deletePermissionApi;
