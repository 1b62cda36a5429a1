import { post, type CreateDepartmentRequest, type Department } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const createDepartmentApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    createDepartment: build.mutation<{ department: Department }, CreateDepartmentRequest>({
      query: (body) => post('/department/create', body),
      invalidatesTags: (result) => (result ? rowTags('Department', result.department.id) : []),
    }),
  }),
});

export const { useCreateDepartmentMutation } = createDepartmentApi;
