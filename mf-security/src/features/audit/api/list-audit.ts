import { auditCalls, queryOf } from '@console/api';
import { securityApi } from '../../../api/security-api';
import { listTags } from '@console/ui';

export const listAuditApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: queryOf(build, auditCalls.list, {
      providesTags: (result) => listTags('Audit', result?.entries),
      // The trail grows with every write anywhere in the console: ask again each time the page opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListAuditQuery } = listAuditApi;
