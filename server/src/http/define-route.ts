import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasAnyPermission, issuesToFieldErrors } from '@console/api';
import { authenticate, type SignedInUser } from '../auth/authenticate';
import { enrolFirst, mustEnrolFirst } from '../auth/second-factor';
import type { AppDeps } from './app-deps';
import { forbidden, validationFailure } from './api-error';
import { sendEnvelope } from './envelope';
import { PUBLIC_BODY_LIMIT_BYTES } from './request-limits';
import type { Access } from './route-table';

export interface RouteContext<B, Q> {
  body: B;
  query: Q;
  /** Null only on public routes. */
  user: SignedInUser;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<B extends z.ZodType, Q extends z.ZodType> {
  method?: 'GET' | 'POST';
  url: string;
  access: Access;
  body?: B;
  query?: Q;
  /** Text of the 200 answer. */
  message?: string;
  /** Describes a body that is not JSON (multipart), for the route table. */
  input?: string;
  /** The handler writes the reply itself (downloads, streams) instead of returning envelope data. */
  raw?: boolean;
  /** Open to a signed-in user who must still enrol a second factor (sign-out, session, enrolment). */
  beforeEnrolment?: boolean;
  /** One line for the API docs. */
  summary?: string;
  /** Schema of what the handler returns (the envelope's `data`), for the API docs. */
  response?: z.ZodType;
  /** Media types of a raw route's answer, for the API docs. */
  produces?: readonly string[];
  handler(ctx: RouteContext<z.output<B>, z.output<Q>>): Promise<unknown>;
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationFailure(issuesToFieldErrors(result.error.issues));
  return result.data;
}

/**
 * Registers one API route: checks the session and the route's permission, validates the body with
 * the shared schema, runs the handler and answers `{status, message, data}`. Every route goes
 * through here, so none can skip the guard, and each lands in the route table.
 */
export function defineRoute<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q>,
): void {
  const method = spec.method ?? 'POST';
  const url = `/api${spec.url}`;
  app.deps.routes.add({
    method,
    url,
    access: spec.access,
    body: spec.body,
    query: spec.query,
    input: spec.input,
    summary: spec.summary,
    response: spec.response,
    produces: spec.produces,
  });
  app.route({
    method,
    url,
    // Anyone can call a public route: its body is refused past a small size before it is read.
    ...('public' in spec.access ? { bodyLimit: PUBLIC_BODY_LIMIT_BYTES } : {}),
    handler: async (request, reply) => {
      const { access } = spec;
      let user = null as unknown as SignedInUser;
      if (!('public' in access)) {
        user = await authenticate(app.deps, request.headers.authorization);
        if (!spec.beforeEnrolment && mustEnrolFirst(app.deps.config.requireSecondFactor, user)) throw enrolFirst();
        if ('anyOf' in access && !hasAnyPermission(user.permissionIds, access.anyOf)) throw forbidden();
      }
      const body = parse(spec.body, request.body);
      const query = parse(spec.query, request.query);
      const data = await spec.handler({ body, query, user, deps: app.deps, request, reply });
      if (spec.raw) return reply;
      return sendEnvelope(reply, 200, spec.message ?? 'OK', data ?? null);
    },
  });
}
