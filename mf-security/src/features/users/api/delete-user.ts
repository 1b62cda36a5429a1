import { post } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { rowTags } from '@console/ui';

export const deleteUserApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    deleteUser: build.mutation<null, string>({
      query: (id) => post('/user/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('User', id),
    }),
  }),
});

export const { useDeleteUserMutation } = deleteUserApi;
