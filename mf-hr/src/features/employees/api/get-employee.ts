import { post, type EmployeeDetails } from '@console/api';
import { hrApi } from '../../../api/hr-api';

export const getEmployeeApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployee: build.query<{ employee: EmployeeDetails }, string>({
      query: (id) => post('/employee', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Employee', id }],
    }),
  }),
});

export const { useGetEmployeeQuery } = getEmployeeApi;
