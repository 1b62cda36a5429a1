import { post, type User, type UserUpdateRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { rowTags } from '@console/ui';

export const updateUserApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<{ user: User }, UserUpdateRequest>({
      query: (body) => post('/user/update', body),
      invalidatesTags: (_result, _error, body) => rowTags('User', body.id),
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;
