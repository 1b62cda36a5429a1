import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { serverCalls, type AnswerOf, type Call } from '@console/api/contract';
import { ApiError } from '../http/api-error';
import type { AppDeps } from '../http/app-deps';
import { defineRoute } from '../http/define-route';
import { migrations } from '../db/migrations';
import { DatabaseUnreachable } from '../db/postgres-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: every request is answered DRAIN_STATUS from then on, /api/ready included (shutdown.ts). */
    draining: boolean;
  }
}

/**
 * The probes answer within the database's connect timeout: on a network partition a query would
 * wait for the statement timeout, and a balancer's check should learn of it sooner.
 */
async function withinSeconds<T>(seconds: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnreachable(new Error(`no answer within ${seconds} s`))), seconds * 1000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Serves a load balancer's probe (a public GET of the catalogue): what `check` finds, in time (a throw answers its status). */
export function defineProbe<C extends Call>(app: FastifyInstance, call: C, check: (deps: AppDeps) => Promise<AnswerOf<C>>): void {
  defineRoute(app, call, ({ deps }) => withinSeconds(deps.config.operations.databaseTimeouts.connectSeconds, check(deps)));
}

/**
 * A draining instance's answer, told apart from a database outage (503) so a balancer resends only
 * this: every instance shares the database, so resending a 503, or counting it against the instance,
 * helps no one and empties the balancer's upstream (docs/operations.md). nginx can resend by status
 * only, from a fixed list (500, 502, 503, 504, 403, 404, 429); 502 is the one the server never
 * answers otherwise. `x-draining: 1` names it for balancers that can read headers.
 */
export const DRAIN_STATUS = 502;
export const DRAIN_HEADER = 'x-draining';

/**
 * `x-instance` on every answer; while draining, DRAIN_STATUS for every new request; and `/api/ready`: the
 * database answers, every migration this release knows is applied, and the instance is not
 * draining. `/api/health` (in app.ts) says only that the process and its database answer.
 */
export function installLifecycle(app: FastifyInstance, instanceName: string): void {
  app.decorate('draining', false);
  // Before any body is parsed or handler run: nothing was done, so the balancer may send the request,
  // a POST too, to another instance (docs/operations.md, nginx's `proxy_next_upstream http_502`).
  app.addHook('onRequest', async (request) => {
    if (!app.draining) return;
    // The body is read first: a socket closed on unread bytes sends a reset, which may reach the
    // balancer before the answer does. A client that gave up needs no answer.
    request.raw.resume();
    await finished(request.raw).catch(() => undefined);
    throw new ApiError(DRAIN_STATUS, 'This instance is shutting down.', null, { [DRAIN_HEADER]: '1' });
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-instance', instanceName);
    // Once draining, no connection is kept for another request: the instance is about to close them.
    if (app.draining) reply.header('connection', 'close');
  });
  defineProbe(app, serverCalls.ready, async (deps) => {
    const { rows } = await sql<{ applied: number | string }>`select count(*) as applied from kysely_migration`.execute(deps.db);
    const applied = Number(rows[0].applied);
    if (applied < Object.keys(migrations).length) throw new ApiError(503, 'Database migrations are not all applied.');
    return { ready: true as const, instance: instanceName, migrations: applied };
  });
}
