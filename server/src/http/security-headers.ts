import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * API answers hold personal data and must not be kept by browsers or proxies. HSTS only means
 * something over HTTPS (directly, or behind a trusted proxy saying so with X-Forwarded-Proto):
 * sent over plain HTTP it would pin a browser to an HTTPS address that may not exist.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // By the route the router matched, not the raw URL, which may spell the same route otherwise
    // (`/%61pi/...`). An answer no route matched (a 404) has nothing worth keeping either, unless it
    // set its own rule (the shell's page for a client-side route).
    const route = request.routeOptions.url;
    if (route === undefined ? !reply.hasHeader('cache-control') : route === '/api' || route.startsWith('/api/'))
      reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
