import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DRAIN_HEADER } from './lifecycle';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the session is checked, for the request's log line. */
    signedInUserId?: string;
  }
}

/**
 * Fastify options for the request logs: the balancer's `x-request-id` is kept (so its log and ours
 * join up), otherwise each request gets a fresh UUID; Fastify's own two lines per request (which
 * carry the URL, query string and all) are off in favour of the one line below.
 */
export const requestLogOptions: Pick<FastifyServerOptions, 'logController' | 'requestIdHeader' | 'genReqId'> = {
  logController: new LogController({ disableRequestLogging: true }),
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
};

/**
 * One JSON line per request: id, method, route pattern (never the query string, which can hold a
 * signed link's signature), status, duration and the signed-in user's id; no header or body is
 * logged, so no password, token, code, reset link or photo can reach the log. Lines are at debug,
 * so the default level (info) keeps a terminal readable; server errors (5xx) are always written. A
 * drain answer is no error (the balancer sends the request on): it stays at debug, or every rolling
 * restart would fire the error alerts. `reqId` comes from the request's logger, once.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? '(unmatched)',
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.signedInUserId ?? null,
    };
    if (reply.statusCode >= 500 && !reply.hasHeader(DRAIN_HEADER)) request.log.error(line, 'request failed');
    else request.log.debug(line, 'request');
  });
}
