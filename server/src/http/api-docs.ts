import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverCalls } from '@console/api/contract';
import { defineRoute } from './define-route';
import { OPENAPI_BASE, withErrorAnswers } from './openapi';

const DOCS = '/api/docs';

/**
 * The OpenAPI document (@fastify/swagger, from the zod schemas every route validates with) at
 * GET /api/openapi.json, and Swagger UI over it at /api/docs, served by the server itself (no CDN;
 * its scripts are files, so the CSP's script-src 'self' lets them run), sandboxed away from the
 * console's session. Registered before any route, so the document sees them all.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: OPENAPI_BASE,
    // Answers may hold values JSON Schema cannot say (dates, transforms): documented as any value.
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
    transformObject: (document) => withErrorAnswers('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  // From the sandbox's origin its scripts, styles and the document it reads are cross-origin loads;
  // they are public anyway. (Before the plugin, so its static files get it too.)
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url?.startsWith(DOCS))
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS,
    theme: { title: 'Staff Console API' },
    uiConfig: { deepLinking: true, persistAuthorization: false },
    // Swagger UI is a large third-party page on the console's origin: sandboxed without
    // allow-same-origin it runs in an opaque origin of its own, so even a flaw in it cannot read the
    // console's sessionStorage or ask its session channel for a token (docs/security.md).
    transformStaticCSP: (header) => `${header}; sandbox allow-scripts allow-popups`,
  });

  let document: string | null = null;
  defineRoute(
    app,
    serverCalls.openapi,
    async ({ reply }) => {
      // Every route is registered before the first request, so the document is complete by now.
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
    { raw: true },
  );
}
