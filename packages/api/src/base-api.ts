import { createApi, fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { signedOut, type SessionState } from './session';
import type { ApiError, Envelope } from './types';

export const API_BASE_URL = '/api';

export const TAG_TYPES = [
  'Plan',
  'SalePoint',
  'Location',
  'Nas',
  'Site',
  'Profile',
  'User',
  'Role',
  'Permission',
  'Employee',
  'Department',
  'Reference',
  'Dashboard',
  'Audit',
  'Account',
  'Customer',
  'Subscription',
  'Voucher',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as { session?: SessionState }).session?.auth?.authorization;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/**
 * Reads every answer as `{status, message, data}`: 200 hands `data` to the caller, anything else
 * becomes an ApiError with the server's message. A 403 also ends the session, which sends the user
 * to the sign-in page with the reason. `httpStatus` 0 means the server could not be reached.
 */
export function readEnvelope(httpStatus: number, body: unknown, dispatch: BaseQueryApi['dispatch']): { data: unknown } | { error: ApiError } {
  const status = isEnvelope(body) ? body.status : httpStatus;
  if (status === 200 && httpStatus >= 200 && httpStatus < 300) {
    return { data: isEnvelope(body) ? body.data : body };
  }
  const message = isEnvelope(body)
    ? body.message
    : status
      ? `The request failed (${status}).`
      : 'The server could not be reached. Check your connection and try again.';
  if (status === 403) dispatch(signedOut({ notice: message }));
  const data = isEnvelope(body) ? (body.data as { errors?: Record<string, string> } | null) : null;
  return { error: { status, message, errors: data?.errors } };
}

export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  const body = result.error ? result.error.data : result.data;
  const httpStatus = result.error ? result.error.status : (result.meta?.response?.status ?? 200);
  return readEnvelope(typeof httpStatus === 'number' ? httpStatus : 0, body, api.dispatch);
};

/** The one API of the console; each remote adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** Body of a POST call, the shape of nearly every call of the API. */
export const post = (url: string, body: unknown = {}): FetchArgs => ({ url, method: 'POST', body });
