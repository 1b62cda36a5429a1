import { z } from 'zod';
import { defineCall } from '../define-call';

/**
 * The server's own calls: a load balancer's probes (GETs open to anyone) and the API's description.
 * `/metrics` (Prometheus text, outside /api) and `/remotes.json` (the shell's static configuration,
 * read before any API call) are not calls of the API and stay out of the catalogue.
 */
export const serverCalls = {
  health: defineCall({
    path: '/health',
    method: 'GET',
    access: { public: true },
    summary: 'Whether the server and its database answer',
    reads: true,
    message: 'OK',
    answer: z.object({ database: z.enum(['sqlite', 'postgres']), ok: z.literal(true) }),
  }),
  ready: defineCall({
    path: '/ready',
    method: 'GET',
    access: { public: true },
    summary: 'Whether this instance should get traffic: database up, migrations applied, not draining',
    reads: true,
    message: 'OK',
    answer: z.object({ ready: z.literal(true), instance: z.string(), migrations: z.number() }),
  }),
  openapi: defineCall({
    path: '/openapi.json',
    method: 'GET',
    access: { public: true },
    summary: 'This API described as OpenAPI 3.1',
    reads: true,
    message: 'OK',
    produces: ['application/json'],
    // Answered as the document itself, not in the envelope.
    answer: z.unknown(),
  }),
};
