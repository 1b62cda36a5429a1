import { baseApi, post, type CreateEmployeeRequest, type Employee } from '@console/api';
import { rowTags } from '@console/ui';

export const createEmployeeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createEmployee: build.mutation<{ employee: Employee }, CreateEmployeeRequest>({
      query: (body) => post('/employee/create', body),
      // A new employee changes the departments' counts and the dashboard's figures.
      invalidatesTags: (result) => (result ? rowTags('Employee', result.employee.id, ['Department', 'Dashboard']) : []),
    }),
  }),
});

export const { useCreateEmployeeMutation } = createEmployeeApi;
