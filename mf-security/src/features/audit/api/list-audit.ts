import { post, type AuditEntry, type ListRequest } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { listTags } from '@console/ui';

export const listAuditApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<{ entries: AuditEntry[]; size: number }, ListRequest>({
      query: (body) => post('/audit', body),
      providesTags: (result) => listTags('Audit', result?.entries),
      // The trail grows with every write anywhere in the console: ask again each time the page opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListAuditQuery } = listAuditApi;
