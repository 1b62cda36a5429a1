import { baseApi, post, type EmployeeDetails } from '@console/api';

export const getEmployeeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployee: build.query<{ employee: EmployeeDetails }, string>({
      query: (id) => post('/employee', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Employee', id }],
    }),
  }),
});

export const { useGetEmployeeQuery } = getEmployeeApi;
