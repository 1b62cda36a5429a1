import { z } from 'zod';
import { P, PERMISSION_CATALOGUE } from '@console/api/contract';
import type { Access, RouteEntry } from './route-table';

type JsonSchema = Record<string, unknown>;

const PERMISSION_NAMES = new Map<number, string>(PERMISSION_CATALOGUE.map((entry) => [entry.id, entry.name]));

/** What each status of the envelope means (architecture section 3, docs/decisions.md). */
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

// Request bodies are documented as a client sends them, answers as the server writes them.
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function permissionText(access: Access): string {
  if ('public' in access) return 'Public: no session needed.';
  if ('signedIn' in access) return 'Any signed-in user.';
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

const errorRef = (status: number) => ({ $ref: `#/components/responses/Error${status}` });

function requestBody(entry: RouteEntry) {
  if (entry.body) return { required: true, content: { 'application/json': { schema: jsonSchema(entry.body, 'input') } } };
  const mediaType = entry.input?.match(/^([\w-]+\/[\w.+-]+):/)?.[1];
  if (mediaType && entry.method !== 'GET') return { required: true, description: entry.input, content: { [mediaType]: { schema: { type: 'object' } } } };
  return undefined;
}

function queryParameters(entry: RouteEntry) {
  if (!entry.query) return undefined;
  const schema = jsonSchema(entry.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function okResponse(entry: RouteEntry) {
  if (entry.produces) {
    return { description: 'The file itself (not the envelope).', content: Object.fromEntries(entry.produces.map((type) => [type, {}])) };
  }
  const data = entry.response ? jsonSchema(entry.response, 'output') : {};
  return {
    description: 'Success, in the envelope.',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { status: { const: 200 }, message: { type: 'string' }, data },
          required: ['status', 'message', 'data'],
        },
      },
    },
  };
}

function operation(entry: RouteEntry) {
  const validated = Boolean(entry.body || entry.query || entry.input);
  const isPublic = 'public' in entry.access;
  const responses: Record<string, unknown> = { 200: okResponse(entry) };
  if (validated) responses[400] = errorRef(400);
  if (!isPublic || entry.produces) responses[403] = errorRef(403);
  responses.default = { $ref: '#/components/responses/Error' };
  const description = [permissionText(entry.access), entry.method === 'GET' && entry.input ? `Input: ${entry.input}.` : '']
    .filter(Boolean)
    .join('\n\n');
  return {
    operationId: operationId(entry),
    summary: entry.summary,
    description,
    tags: [tagOf(entry.url)],
    'x-permissions': 'anyOf' in entry.access ? entry.access.anyOf : [],
    security: isPublic ? [] : [{ session: [] }],
    parameters: queryParameters(entry),
    requestBody: requestBody(entry),
    responses,
  };
}

const errorEnvelope = {
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

/** The OpenAPI 3.1 document of every route in the table, from the schemas the routes validate with. */
export function openApiDocument(routes: readonly RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of routes) (paths[entry.url] ??= {})[entry.method.toLowerCase()] = operation(entry);
  const statusList = Object.entries(ERROR_STATUSES)
    .map(([status, meaning]) => `- **${status}**: ${meaning}`)
    .join('\n');
  return {
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
    paths,
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
}
