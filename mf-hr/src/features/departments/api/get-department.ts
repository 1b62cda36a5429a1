import { baseApi, post, type Department } from '@console/api';

export const getDepartmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDepartment: build.query<{ department: Department }, string>({
      query: (id) => post('/department', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Department', id }],
    }),
  }),
});

export const { useGetDepartmentQuery } = getDepartmentApi;
