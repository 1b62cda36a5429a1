import { createApi, fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { ENROL_SECOND_FACTOR } from './schemas/auth';
import { refusedCall } from './permission-refusal';
import { secondFactorRequired, type SessionState } from './session';
import type { ApiError, Envelope } from './types';

export const API_BASE_URL = '/api';

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
 * becomes an ApiError with the server's message. A 403 that says a second factor must be enrolled
 * first keeps the user on Settings; any other asks whether the session still stands (`refusedCall`):
 * a permission taken away keeps the user and the form, a session ended goes to the sign-in page.
 * `httpStatus` 0 means the server could not be reached.
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
  const data = isEnvelope(body) ? (body.data as { errors?: Record<string, string>; code?: string } | null) : null;
  // Not signed out: the session is good, but holds until a second factor is enrolled in Settings.
  if (status === 403 && data?.code === ENROL_SECOND_FACTOR) dispatch(secondFactorRequired());
  else if (status === 403) void dispatch(refusedCall(API_BASE_URL, message));
  return { error: { status, message, errors: data?.errors } };
}

export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  const body = result.error ? result.error.data : result.data;
  const httpStatus = result.error ? result.error.status : (result.meta?.response?.status ?? 200);
  return readEnvelope(typeof httpStatus === 'number' ? httpStatus : 0, body, api.dispatch);
};

/** The one API of the console; each remote adds its tag types and endpoints to it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  // Each remote adds its own tag types (`baseApi.enhanceEndpoints({ addTagTypes })`), so a new tag
  // needs no release of this package.
  tagTypes: [],
  endpoints: () => ({}),
});
