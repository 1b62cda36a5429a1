import { post, type Department } from '@console/api';
import { hrApi } from '../../../api/hr-api';

export const getDepartmentApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    getDepartment: build.query<{ department: Department }, string>({
      query: (id) => post('/department', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Department', id }],
    }),
  }),
});

export const { useGetDepartmentQuery } = getDepartmentApi;
