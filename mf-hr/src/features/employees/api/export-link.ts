import { baseApi, post, type ExportLinkRequest } from '@console/api';

export const exportLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    employeeExportLink: build.mutation<{ url: string }, ExportLinkRequest>({
      query: (body) => post('/employee/export/link', body),
    }),
  }),
});

export const { useEmployeeExportLinkMutation } = exportLinkApi;
