import {
  post,
  type AuthAttempt,
  type DisconnectResult,
  type ListRequest,
  type Session,
  type SessionDisconnect,
  type UsageLine,
  type UsageRequest,
} from '@console/api';
import { internetApi } from '../../../api/internet-api';

const URL = '/services/internet';
type SessionPage = { sessions: Session[]; size: number };
// Sessions change without the console (FreeRADIUS writes them): every screen refetches on mount,
// and a Disconnect marks them stale so Online now asks again.
const SESSIONS = [{ type: 'Session' as const, id: 'LIST' }];

/** Online now, a subscriber's sessions, Disconnect, usage with its CSV, and the last login attempts. */
export const sessionsApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    onlineSessions: build.query<SessionPage, ListRequest>({
      query: (body) => post(`${URL}/sessions/online`, body),
      providesTags: SESSIONS,
    }),
    customerSessions: build.query<SessionPage, { id: string; offset: number; limit: number }>({
      query: (body) => post(`${URL}/customer/sessions`, body),
      providesTags: SESSIONS,
    }),
    disconnectSession: build.mutation<{ disconnects: DisconnectResult[] }, SessionDisconnect>({
      query: (body) => post(`${URL}/session/disconnect`, body),
      invalidatesTags: SESSIONS,
    }),
    usage: build.query<{ lines: UsageLine[] }, UsageRequest>({
      query: (body) => post(`${URL}/usage`, body),
    }),
    usageExportLink: build.mutation<{ url: string }, UsageRequest>({
      query: (body) => post(`${URL}/usage/export/link`, body),
    }),
    authAttempts: build.query<{ attempts: AuthAttempt[]; size: number }, ListRequest>({
      query: (body) => post(`${URL}/auth-attempts`, body),
    }),
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
