import { baseApi, post, type UserCreateRequest, type UserCreated } from '@console/api';

export const createUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<UserCreated, UserCreateRequest>({
      query: (body) => post('/user/create', body),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useCreateUserMutation } = createUserApi;
