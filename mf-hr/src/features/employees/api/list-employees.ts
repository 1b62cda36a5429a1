import { post, type Employee, type ListRequest } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { listTags } from '@console/ui';

export const listEmployeesApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    listEmployees: build.query<{ employees: Employee[]; size: number }, ListRequest>({
      query: (body) => post('/employees', body),
      providesTags: (result) => listTags('Employee', result?.employees),
    }),
  }),
});

export const { useListEmployeesQuery } = listEmployeesApi;
