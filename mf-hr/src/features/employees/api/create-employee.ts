import { post, type CreateEmployeeRequest, type Employee } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const createEmployeeApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    createEmployee: build.mutation<{ employee: Employee }, CreateEmployeeRequest>({
      query: (body) => post('/employee/create', body),
      // A new employee changes the departments' counts and the dashboard's figures.
      invalidatesTags: (result) => (result ? rowTags('Employee', result.employee.id, ['Department', 'Dashboard']) : []),
    }),
  }),
});

export const { useCreateEmployeeMutation } = createEmployeeApi;
