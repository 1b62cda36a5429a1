import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { AppDeps } from '../http/app-deps';
import { defineRoute } from '../http/define-route';
import { migrations } from '../db/migrations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: every request is answered 503 from then on, /api/ready included (shutdown.ts). */
    draining: boolean;
  }
}

/** A load balancer's probe: a GET open to anyone, answering what `check` finds (a throw answers its status). */
export function defineProbe<R extends z.ZodType>(
  app: FastifyInstance,
  spec: { url: string; summary: string; response: R; check(deps: AppDeps): Promise<z.output<R>> },
): void {
  defineRoute(app, {
    method: 'GET',
    url: spec.url,
    access: { public: true },
    summary: spec.summary,
    response: spec.response,
    handler: ({ deps }) => spec.check(deps),
  });
}

const readyAnswer = z.object({ ready: z.literal(true), instance: z.string(), migrations: z.number() });

/**
 * `x-instance` on every answer; while draining, a 503 for every new request; and `/api/ready`: the
 * database answers, every migration this release knows is applied, and the instance is not
 * draining. `/api/health` (in app.ts) says only that the process and its database answer.
 */
export function installLifecycle(app: FastifyInstance, instanceName: string): void {
  app.decorate('draining', false);
  // Before any body is parsed or handler run: nothing was done, so the balancer may send the request,
  // a POST too, to another instance (docs/operations.md, nginx's `proxy_next_upstream http_503`).
  app.addHook('onRequest', async (request) => {
    if (!app.draining) return;
    // The body is read first: a socket closed on unread bytes sends a reset, which may reach the
    // balancer before the 503 does. A client that gave up needs no answer.
    request.raw.resume();
    await finished(request.raw).catch(() => undefined);
    throw new ApiError(503, 'This instance is shutting down.');
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-instance', instanceName);
    // Once draining, no connection is kept for another request: the instance is about to close them.
    if (app.draining) reply.header('connection', 'close');
  });
  defineProbe(app, {
    url: '/ready',
    summary: 'Whether this instance should get traffic: database up, migrations applied, not draining',
    response: readyAnswer,
    async check(deps) {
      const { rows } = await sql<{ applied: number | string }>`select count(*) as applied from kysely_migration`.execute(deps.db);
      const applied = Number(rows[0].applied);
      if (applied < Object.keys(migrations).length) throw new ApiError(503, 'Database migrations are not all applied.');
      return { ready: true as const, instance: instanceName, migrations: applied };
    },
  });
}
