import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { P, PERMISSION_CATALOGUE } from '@console/api/contract';
import type { Access, RouteEntry } from './route-table';

const PERMISSION_NAMES = new Map<number, string>(PERMISSION_CATALOGUE.map((entry) => [entry.id, entry.name]));

/** What each status of the envelope means (docs/decisions.md). */
export const ERROR_STATUSES: Record<number, string> = {
  400: 'Validation Failure: `data.errors` maps each invalid field to its message; also malformed JSON or an unknown filter.',
  401: 'Wrong email, password or one-time code (sign-in and credential changes only).',
  403: 'No session, an expired or revoked one, or a missing permission. Clients go to the sign-in page.',
  404: 'No record with that id, or no such path.',
  409: 'Conflict: a duplicate unique value, a stale `updated`, or a delete of a record still in use.',
  413: 'The body is larger than allowed (1 MiB; photos 2 MB).',
  415: 'Wrong content type (a photo that is not a JPEG, a body that is not multipart).',
  429: 'Too many failed sign-ins: `data.retryAfter` and the Retry-After header give the seconds to wait.',
  500: 'Unexpected failure; the message is generic and the details are only in the server log.',
  503: 'The database is unreachable.',
};

function permissionText(access: Access): string {
  if ('public' in access) return 'Public: no session needed.';
  if ('signedIn' in access) return 'Any signed-in user.';
  if ('subscriber' in access) return 'A subscriber signed in to the portal (a portal token; staff tokens are refused).';
  const names = access.anyOf.map((id) => `${id} (${PERMISSION_NAMES.get(id) ?? 'unnamed'})`);
  return `Permission: any of ${names.join(', ')}. Permission ${P.SUPER_USER} (Super user) passes every check.`;
}

const TAGS: Array<[RegExp, string]> = [
  [/^\/api\/(services\/)?internet\//, 'Internet'],
  [/^\/api\/(employees?|department|dashboard)\b/, 'HR'],
  [/^\/api\/(users?|settings)\b/, 'Security'],
  [/^\/api\/auth\//, 'Sign-in'],
];
const tagOf = (url: string) => TAGS.find(([pattern]) => pattern.test(url))?.[1] ?? 'Console';

const operationId = (entry: RouteEntry) =>
  `${entry.method.toLowerCase()}${entry.url
    .replace(/^\/api/, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}`;

const envelopeOf = (data: z.ZodType) => z.object({ status: z.literal(200), message: z.string(), data });

function okResponse(entry: RouteEntry) {
  if (entry.produces) {
    const content = Object.fromEntries(entry.produces.map((type) => [type, { schema: z.unknown() }]));
    return { description: 'The file itself (not the envelope).', content };
  }
  return envelopeOf(entry.response ?? z.unknown()).describe('Success, in the envelope.');
}

/** Statuses named per operation, turned into references to the shared error answers by `withErrorAnswers`. */
const FAILURES = 'x-failures';

/**
 * The Fastify route schema of an entry: the zod schemas that validate it (fastify-type-provider-zod)
 * and what @fastify/swagger shows of it. A multipart body is described, not validated here: the
 * handler reads its parts.
 */
export function routeSchema(entry: RouteEntry) {
  const isPublic = 'public' in entry.access;
  const multipart = entry.method !== 'GET' ? entry.input?.match(/^([\w-]+\/[\w.+-]+):/)?.[1] : undefined;
  const failures = [...(entry.body || entry.query || entry.input ? [400] : []), ...(!isPublic || entry.produces ? [403] : [])];
  return {
    operationId: operationId(entry),
    summary: entry.summary,
    description: [permissionText(entry.access), entry.method === 'GET' && entry.input ? `Input: ${entry.input}.` : ''].filter(Boolean).join('\n\n'),
    tags: [tagOf(entry.url)],
    'x-permissions': 'anyOf' in entry.access ? entry.access.anyOf : [],
    security: isPublic ? [] : [{ session: [] }],
    ...(entry.body ? { body: entry.body } : {}),
    ...(multipart ? { body: z.unknown().describe(entry.input ?? ''), consumes: [multipart] } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    response: { 200: okResponse(entry) },
    [FAILURES]: failures,
  };
}

type Operation = { responses: Record<string, unknown>; [FAILURES]?: number[] };
const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Points each operation's failures at the shared error answers, which every route shares. */
export function withErrorAnswers<D extends { paths?: object }>(document: D): D {
  for (const operations of Object.values(document.paths ?? {}) as Array<Record<string, Operation>>) {
    for (const operation of Object.values(operations)) {
      for (const status of operation[FAILURES] ?? []) operation.responses[status] = errorRef(`Error${status}`);
      operation.responses.default = errorRef('Error');
      delete operation[FAILURES];
    }
  }
  return document;
}

const errorEnvelope: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  properties: {
    status: { type: 'integer', description: 'Equals the HTTP status.' },
    message: { type: 'string', description: 'What to show the user.' },
    data: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { errors: { type: 'object', additionalProperties: { type: 'string' } }, retryAfter: { type: 'integer' } },
        },
      ],
    },
  },
  required: ['status', 'message', 'data'],
};

const statusList = Object.entries(ERROR_STATUSES)
  .map(([status, meaning]) => `- **${status}**: ${meaning}`)
  .join('\n');

/** The document's parts that are not routes, for @fastify/swagger's `openapi` option. */
export const OPENAPI_BASE: Partial<OpenAPIV3_1.Document> = {
  openapi: '3.1.0',
  info: {
    title: 'Staff Console API',
    version: '1.0.0',
    description: [
      'Every answer is the envelope `{ status, message, data }` and the HTTP status equals `status`. Calls are POST with a JSON body unless marked GET.',
      'Sign in with `POST /api/auth/login`; send `data.auth.authorization` back in the `Authorization` header, bare or as `Bearer <token>`.',
      `Failures:\n\n${statusList}`,
    ].join('\n\n'),
  },
  tags: ['Sign-in', 'Internet', 'HR', 'Security', 'Console'].map((name) => ({ name })),
  components: {
    securitySchemes: {
      session: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The session token from the sign-in answer.' },
    },
    schemas: { ErrorEnvelope: errorEnvelope },
    responses: {
      ...Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, meaning]) => [
          `Error${status}`,
          { description: meaning, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        ]),
      ),
      Error: {
        description: `Any failure of the envelope: ${Object.keys(ERROR_STATUSES).join(', ')} (see the description above).`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    },
  },
};
