import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasAnyPermission, type AnswerOf, type Call, type ParsedBodyOf } from '@console/api/contract';
import { authenticate, type SignedInUser } from '../auth/authenticate';
import { enrolFirst, mustEnrolFirst } from '../auth/second-factor';
import type { AppDeps } from './app-deps';
import type { Turns } from '../core/turns';
import { forbidden, tooManyRunning } from './api-error';
import { sendEnvelope } from './envelope';
import { routeSchema } from './openapi';
import { PUBLIC_BODY_LIMIT_BYTES } from './request-limits';
import type { Access } from './route-table';

/** Who a handler serves: nobody in particular on a public route, the signed-in caller otherwise. */
export type UserOf<A extends Access> = [A] extends [{ public: true }] ? null : SignedInUser;

export interface RouteContext<B, Q, U = SignedInUser> {
  body: B;
  query: Q;
  user: U;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<B extends z.ZodType, Q extends z.ZodType, A extends Access> {
  method?: 'GET' | 'POST';
  url: string;
  access: A;
  body?: B;
  query?: Q;
  /** Text of the 200 answer, when the last word of the path does not give it (`doneMessage`). */
  message?: string;
  /** Describes a body that is not JSON (multipart), for the route table. */
  input?: string;
  /** The handler writes the reply itself (downloads, streams) instead of returning envelope data. */
  raw?: boolean;
  /** One caller's calls of this route take turns (a few at once, some queued, past that 429): costly reads. */
  turns?: (owner: object) => Turns;
  /** Open to a signed-in user who must still enrol a second factor (sign-out, session, enrolment). */
  beforeEnrolment?: boolean;
  /** One line for the API docs. */
  summary?: string;
  /** Schema of what the handler returns (the envelope's `data`), for the API docs. */
  response?: z.ZodType;
  /** Media types of a raw route's answer, for the API docs. */
  produces?: readonly string[];
  handler(ctx: RouteContext<z.output<B>, z.output<Q>, UserOf<A>>): Promise<unknown>;
}

const callers = new WeakMap<FastifyRequest, SignedInUser>();

const DONE = new Map([
  ['create', 'Created'],
  ['update', 'Updated'],
  ['delete', 'Deleted'],
  ['renew', 'Renewed'],
  ['revoke', 'Revoked'],
  ['void', 'Voided'],
  ['cancel', 'Cancelled'],
  ['upload', 'Uploaded'],
]);

/** The text of a write's answer by the last word of its path: '/department/create' answers 'Created successfully'; 'OK' otherwise. */
export function doneMessage(url: string): string {
  const done = DONE.get(url.slice(url.lastIndexOf('/') + 1));
  return done ? `${done} successfully` : 'OK';
}

/** Runs the handler, in the caller's turn when the route asks for turns. */
async function inTurn<B extends z.ZodType, Q extends z.ZodType, A extends Access>(
  spec: RouteSpec<B, Q, A>,
  ctx: RouteContext<z.output<B>, z.output<Q>, UserOf<A>>,
): Promise<unknown> {
  if (!spec.turns || !ctx.user) return spec.handler(ctx);
  const done = await spec.turns(ctx.deps).run(ctx.user.id, () => spec.handler(ctx));
  if (!done) throw tooManyRunning('requests of yours', 1);
  return done.value;
}

/**
 * Registers one API route: checks the session and the route's permission before anything else
 * (the body is not read yet), validates the body or query with the shared schema
 * (fastify-type-provider-zod, installed in app.ts), runs the handler and answers `{status, message, data}`. Every route goes through here,
 * so none can skip the guard, and each lands in the route table with its access rule.
 */
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

type CallHandler<C extends Call, Answer> = (ctx: RouteContext<ParsedBodyOf<C>, undefined, UserOf<C['access']>>) => Promise<Answer>;

/**
 * Serves a call of the catalogue (`@console/api/contract`): its path, method, access, body schema,
 * answer schema and message come from the one declaration the browser calls too. The handler's body
 * is the call's parsed body (a GET's parsed query) and what it answers is typed by the call's answer.
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
export function defineRoute<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined, const A extends Access = Access>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, A>,
): void;
export function defineRoute(
  app: FastifyInstance,
  first: Call | RouteSpec<z.ZodType, z.ZodType, Access>,
  handler?: CallHandler<Call, unknown>,
  options: ServeOptions = {},
): void {
  if (!handler) {
    serve(app, first as RouteSpec<z.ZodType, z.ZodType, Access>);
    return;
  }
  const call = first as Call;
  const schema = options.body ?? call.body;
  const input = call.method === 'GET' ? { query: schema } : { body: schema };
  for (const url of [call.path, ...(call.aliases ?? [])]) {
    serve(app, {
      method: call.method,
      url,
      access: call.access,
      ...input,
      message: call.message,
      input: call.input,
      raw: options.raw,
      turns: options.turns,
      beforeEnrolment: call.beforeEnrolment,
      summary: call.summary,
      // A file has no envelope to describe; a call that answers the envelope or a stream of it (an import) keeps it.
      response: call.produces && !call.produces.includes('application/json') ? undefined : call.answer,
      produces: call.produces,
      handler: (ctx) => handler({ ...ctx, body: call.method === 'GET' ? ctx.query : ctx.body, query: undefined }),
    });
  }
}

function serve<B extends z.ZodType, Q extends z.ZodType, const A extends Access>(app: FastifyInstance, spec: RouteSpec<B, Q, A>): void {
  const { access } = spec;
  const entry = {
    method: spec.method ?? 'POST',
    url: `/api${spec.url}`,
    access,
    body: spec.body,
    query: spec.query,
    input: spec.input,
    summary: spec.summary,
    response: spec.response,
    produces: spec.produces,
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
      const user = await authenticate(app.deps, request.headers.authorization);
      request.signedInUserId = user.id;
      if (!spec.beforeEnrolment && mustEnrolFirst(app.deps.config.requireSecondFactor, user)) throw enrolFirst();
      if ('anyOf' in access && !hasAnyPermission(user.permissionIds, access.anyOf)) throw forbidden();
      callers.set(request, user);
    },
    handler: async (request, reply) => {
      const user = (callers.get(request) ?? null) as UserOf<A>;
      // Validated by the route's schemas; a route without one gets nothing, not the raw input.
      const body = (spec.body ? request.body : undefined) as z.output<B>;
      const query = (spec.query ? request.query : undefined) as z.output<Q>;
      const ctx = { body, query, user, deps: app.deps, request, reply };
      const data = await inTurn(spec, ctx);
      if (spec.raw) return reply;
      return sendEnvelope(reply, 200, spec.message ?? doneMessage(spec.url), data ?? null);
    },
  });
}
