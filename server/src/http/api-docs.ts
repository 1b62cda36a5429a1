import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { defineRoute } from './define-route';
import { OPENAPI_BASE, withErrorAnswers } from './openapi';

/**
 * The OpenAPI document (@fastify/swagger, from the zod schemas every route validates with) at
 * GET /api/openapi.json, and Swagger UI over it at /api/docs, served by the server itself (no CDN;
 * its scripts are files, so the CSP's script-src 'self' lets them run). Registered before any
 * route, so the document sees them all.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: OPENAPI_BASE,
    // Answers may hold values JSON Schema cannot say (dates, transforms): documented as any value.
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
    transformObject: (document) => withErrorAnswers('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: 'Staff Console API' },
    uiConfig: { deepLinking: true, persistAuthorization: false },
  });

  let document: string | null = null;
  defineRoute(app, {
    method: 'GET',
    url: '/openapi.json',
    access: { public: true },
    summary: 'This API described as OpenAPI 3.1',
    raw: true,
    produces: ['application/json'],
    async handler({ reply }) {
      // Every route is registered before the first request, so the document is complete by now.
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
  });
}
