import { post, type ExportLinkRequest } from '@console/api';
import { hrApi } from '../../../api/hr-api';

export const exportLinkApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    employeeExportLink: build.mutation<{ url: string }, ExportLinkRequest>({
      query: (body) => post('/employee/export/link', body),
    }),
  }),
});

export const { useEmployeeExportLinkMutation } = exportLinkApi;
