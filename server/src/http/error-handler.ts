import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { sendEnvelope } from './envelope';
import { validationFailureOf } from './validation';

const UNIQUE_VIOLATION = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);
const REFERENCE_VIOLATION = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);
// PostgreSQL refusing a value for its column type (text for a number, out of range, too long),
// where SQLite would store or compare it: the request's fault, like any validation failure.
const VALUE_REFUSED = new Set(['22P02', '22003', '22001', '22007', '22008', '22021']);
// The database unreachable, by the driver's codes: the socket's (refused, reset, timed out, no route),
// PostgreSQL's shutdown notices (57P0x: what a stopping server sends its clients) and its connection
// class (08xxx; db/postgres-pool.ts gives pg's own lost-connection and timeout errors 08006), a
// statement cancelled by statement_timeout (57014) and a transaction ended for idling (25P03).
// database-outage.test.ts stops PostgreSQL under a running server.
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '25P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function classify(error: FastifyError & { code?: string }): { status: number; message: string; data?: unknown } | null {
  const known = error instanceof ApiError ? error : validationFailureOf(error);
  if (known) return { status: known.status, message: known.message, data: known.data };
  const code = String(error.code ?? '');
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: 'The request is too large.' };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, message: 'That content type is not accepted here.' };
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { status: 400, message: 'The request body is not valid JSON.' };
  }
  if (UNIQUE_VIOLATION.has(code)) return { status: 409, message: 'A record with that value already exists.' };
  if (VALUE_REFUSED.has(code)) return { status: 400, message: 'A value in the request does not fit its field.' };
  if (REFERENCE_VIOLATION.has(code)) return { status: 409, message: 'That record is still in use or refers to a missing record.' };
  if (DATABASE_DOWN.has(code)) {
    return { status: 503, message: 'The database is not available right now. Try again shortly.' };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return null;
}

/** The envelope's parts for a failure; unexpected ones are logged and answered without detail. */
export function failureOf(error: FastifyError, request: FastifyRequest): { status: number; message: string; data: unknown } {
  const known = classify(error);
  if (!known) {
    request.log.error({ err: error }, 'unexpected error');
    return { status: 500, message: 'Something went wrong on the server. Try again later.', data: null };
  }
  if (known.status === 503) request.log.warn({ err: error }, 'database unavailable');
  return { status: known.status, message: known.message, data: known.data ?? null };
}

/** Every failure leaves as an envelope. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = failureOf(error, request);
    if (error instanceof ApiError) reply.headers(error.headers);
    return sendEnvelope(reply, failure.status, failure.message, failure.data);
  });
}
