import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { migrations } from '../db/migrations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: /api/ready answers 503 from then on, so a balancer stops sending work. */
    draining: boolean;
  }
}

const readyAnswer = z.object({ ready: z.literal(true), instance: z.string(), migrations: z.number() });

/**
 * `x-instance` on every answer, and `/api/ready`: the database answers, every migration this
 * release knows is applied, and the instance is not draining. `/api/health` (in app.ts) says only
 * that the process and its database answer.
 */
export function installLifecycle(app: FastifyInstance, instanceName: string): void {
  app.decorate('draining', false);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-instance', instanceName);
  });
  defineRoute(app, {
    method: 'GET',
    url: '/ready',
    access: { public: true },
    summary: 'Whether this instance should get traffic: database up, migrations applied, not draining',
    response: readyAnswer,
    async handler({ deps }) {
      if (app.draining) throw new ApiError(503, 'This instance is shutting down.');
      const { rows } = await sql<{ applied: number | string }>`select count(*) as applied from kysely_migration`.execute(deps.db);
      const applied = Number(rows[0].applied);
      if (applied < Object.keys(migrations).length) throw new ApiError(503, 'Database migrations are not all applied.');
      return { ready: true as const, instance: instanceName, migrations: applied };
    },
  });
}
