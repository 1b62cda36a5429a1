import { post, type Department, type ListRequest } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { listTags } from '@console/ui';

export const listDepartmentsApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    listDepartments: build.query<{ departments: Department[]; size: number }, ListRequest>({
      query: (body) => post('/employee/departments', body),
      providesTags: (result) => listTags('Department', result?.departments),
    }),
  }),
});

export const { useListDepartmentsQuery } = listDepartmentsApi;
