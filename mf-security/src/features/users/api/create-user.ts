import { post, type UserCreateRequest, type UserCreated } from '@console/api';
import { securityApi } from '../../../api/security-api';

export const createUserApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<UserCreated, UserCreateRequest>({
      query: (body) => post('/user/create', body),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useCreateUserMutation } = createUserApi;
