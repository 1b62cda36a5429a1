import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasAnyPermission, type AnswerOf, type Call, type ParsedBodyOf } from '@console/api/contract';
import { authenticate, type SignedInUser } from '../auth/authenticate';
import { enrolFirst, mustEnrolFirst } from '../auth/second-factor';
import { authenticateSubscriber, type Subscriber } from '../portal/portal-sessions';
import type { AppDeps } from './app-deps';
import type { Turns } from '../core/turns';
import { forbidden, tooManyRunning } from './api-error';
import { sendEnvelope } from './envelope';
import { routeSchema } from './openapi';
import { PUBLIC_BODY_LIMIT_BYTES } from './request-limits';
import type { Access } from './route-table';

/** Who a handler serves: nobody in particular on a public route, the portal's subscriber on a portal call, the signed-in caller otherwise. */
export type UserOf<A extends Access> = [A] extends [{ public: true }] ? null : [A] extends [{ subscriber: true }] ? Subscriber : SignedInUser;

export interface RouteContext<B, U = SignedInUser> {
  /** The call's body as its schema parsed it (a GET's query); nothing for a call that takes none. */
  body: B;
  user: U;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a route of the catalogue needs beside its call: how the server runs it. */
export interface ServeOptions {
  /** The handler writes the reply itself (a download, a photo) instead of answering `data`. */
  raw?: boolean;
  /** One caller's calls take turns (a few at once, some queued, past that 429): costly reads. */
  turns?: (owner: object) => Turns;
  /**
   * The installation's own schema for the call's body, where a limit is configured (HR's grade range):
   * the same fields as the call's, tighter or looser bounds. The forms read the same limits from the server.
   */
  body?: z.ZodType;
}

type CallHandler<C extends Call, Answer> = (ctx: RouteContext<ParsedBodyOf<C>, UserOf<C['access']>>) => Promise<Answer>;
type AnyContext = RouteContext<unknown, SignedInUser | Subscriber | null>;

const callers = new WeakMap<FastifyRequest, SignedInUser | Subscriber>();

/**
 * Serves a call of the catalogue (`@console/api/contract`): its path, method, access, body schema,
 * answer schema and message come from the one declaration the browser calls too. The session, the
 * enrolment hold and the call's permission are checked before anything else (the body is not read
 * yet); the body (a GET's query) is validated by the call's schema (fastify-type-provider-zod,
 * installed in app.ts) and handed to the handler parsed; what the handler answers is typed by the
 * call's answer and sent as `{status, message, data}`. Every route goes through here, so none can
 * skip the guard, and each lands in the route table with its access rule.
 */
export function defineRoute<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, AnswerOf<C>>,
  options?: Omit<ServeOptions, 'raw'>,
): void;
export function defineRoute<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, unknown>,
  options: ServeOptions & { raw: true },
): void;
export function defineRoute(app: FastifyInstance, call: Call, handler: (ctx: never) => Promise<unknown>, options: ServeOptions = {}): void {
  // The overloads typed the handler by the call; here it takes whatever context the call's schema made.
  for (const url of [call.path, ...(call.aliases ?? [])]) serve(app, call, url, handler as (ctx: AnyContext) => Promise<unknown>, options);
}

/** Runs the handler, in the caller's turn when the call takes turns. */
async function inTurn(turns: ServeOptions['turns'], ctx: AnyContext, handler: (ctx: AnyContext) => Promise<unknown>): Promise<unknown> {
  if (!turns || !ctx.user) return handler(ctx);
  const done = await turns(ctx.deps).run(ctx.user.id, () => handler(ctx));
  if (!done) throw tooManyRunning('requests of yours', 1);
  return done.value;
}

function serve(app: FastifyInstance, call: Call, url: string, handler: (ctx: AnyContext) => Promise<unknown>, options: ServeOptions): void {
  const { access } = call;
  const schema = options.body ?? call.body;
  const entry = {
    method: call.method,
    url: `/api${url}`,
    access,
    ...(call.method === 'GET' ? { query: schema } : { body: schema }),
    input: call.input,
    summary: call.summary,
    // A file has no envelope to describe; a call that answers the envelope or a stream of it (an import) keeps it.
    response: call.produces && !call.produces.includes('application/json') ? undefined : call.answer,
    produces: call.produces,
  } as const;
  app.deps.routes.add(entry);
  app.route({
    method: entry.method,
    url: entry.url,
    schema: routeSchema(entry),
    // Anyone can call a public route: its body is refused past a small size before it is read.
    ...('public' in access ? { bodyLimit: PUBLIC_BODY_LIMIT_BYTES } : {}),
    // Before the body is even read: an anonymous or unauthorised caller costs no parsing (up to
    // 1 MB of JSON, a multipart upload), a body that never arrives is answered at once, and a caller
    // without the right learns nothing about what a valid body is.
    async onRequest(request) {
      if ('public' in access) return;
      // The portal's realm: its own sessions table, so no staff token opens a portal call (docs/portal.md).
      if ('subscriber' in access) return void callers.set(request, await authenticateSubscriber(app.deps, request.headers.authorization));
      const user = await authenticate(app.deps, request.headers.authorization);
      request.signedInUserId = user.id;
      if (!call.beforeEnrolment && mustEnrolFirst(app.deps.config.requireSecondFactor, user)) throw enrolFirst();
      if ('anyOf' in access && !hasAnyPermission(user.permissionIds, access.anyOf)) throw forbidden();
      callers.set(request, user);
    },
    handler: async (request, reply) => {
      // Validated by the call's schema; a call without one gets nothing, not the raw input.
      const body = schema ? (call.method === 'GET' ? request.query : request.body) : undefined;
      const ctx = { body, user: callers.get(request) ?? null, deps: app.deps, request, reply };
      const data = await inTurn(options.turns, ctx, handler);
      if (options.raw) return reply;
      return sendEnvelope(reply, 200, call.message, data ?? null);
    },
  });
}
