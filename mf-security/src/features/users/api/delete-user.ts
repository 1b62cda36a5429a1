import { baseApi, post } from '@console/api';
import { rowTags } from '@console/ui';

export const deleteUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteUser: build.mutation<null, string>({
      query: (id) => post('/user/delete', { id }),
      invalidatesTags: (_result, _error, id) => rowTags('User', id),
    }),
  }),
});

export const { useDeleteUserMutation } = deleteUserApi;
