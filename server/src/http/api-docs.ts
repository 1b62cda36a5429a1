import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { defineRoute } from './define-route';
import { openApiDocument } from './openapi';

const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = '/api/docs/assets/';

// The server's CSP allows scripts from 'self' only, so the page starts Swagger UI from a file, not inline.
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Staff Console API</title><link rel="stylesheet" href="${ASSETS}swagger-ui.css"></head>
<body><main id="docs"></main><script src="${ASSETS}swagger-ui-bundle.js"></script><script src="/api/docs/start.js"></script></body>
</html>`;
const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true, persistAuthorization: false });`;

/** GET /api/openapi.json, generated from the route table, and Swagger UI over it at /api/docs (no CDN). */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  let document: string | null = null;

  defineRoute(app, {
    method: 'GET',
    url: '/openapi.json',
    access: { public: true },
    summary: 'This API described as OpenAPI 3.1',
    raw: true,
    produces: ['application/json'],
    async handler({ reply, deps }) {
      // Every route is registered before the first request, so the table is complete by now.
      document ??= JSON.stringify(openApiDocument(deps.routes.entries));
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    },
  });

  const text = (url: string, summary: string, type: string, content: string) =>
    defineRoute(app, {
      method: 'GET',
      url,
      access: { public: true },
      summary,
      raw: true,
      produces: [type],
      async handler({ reply }) {
        return reply.type(`${type}; charset=utf-8`).send(content);
      },
    });
  text('/docs', 'The API documentation page', 'text/html', PAGE);
  text('/docs/start.js', 'The script that starts the documentation page', 'text/javascript', START);

  await app.register(fastifyStatic, {
    root: SWAGGER_UI,
    prefix: ASSETS,
    decorateReply: false,
    allowedPath: (pathName) => pathName === '/swagger-ui.css' || pathName === '/swagger-ui-bundle.js',
  });
}
