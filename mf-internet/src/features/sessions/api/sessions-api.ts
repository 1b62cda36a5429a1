import { sessionCalls } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

// Sessions change without the console (FreeRADIUS writes them): every screen refetches on mount,
// and a Disconnect marks them stale so Online now asks again.
const SESSIONS = [{ type: 'Session' as const, id: 'LIST' }];

/** Online now, a subscriber's sessions, Disconnect, usage with its CSV, and the last login attempts. */
export const sessionsApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    onlineSessions: queryOf(build, sessionCalls.online, { providesTags: SESSIONS }),
    customerSessions: queryOf(build, sessionCalls.ofCustomer, { providesTags: SESSIONS }),
    disconnectSession: mutationOf(build, sessionCalls.disconnect, { invalidatesTags: SESSIONS }),
    usage: queryOf(build, sessionCalls.usage),
    usageExportLink: mutationOf(build, sessionCalls.usageExport.link),
    authAttempts: queryOf(build, sessionCalls.authAttempts),
  }),
});

export const {
  useOnlineSessionsQuery,
  useCustomerSessionsQuery,
  useDisconnectSessionMutation,
  useUsageQuery,
  useUsageExportLinkMutation,
  useAuthAttemptsQuery,
} = sessionsApi;
