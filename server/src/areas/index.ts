import type { FastifyInstance } from 'fastify';

/** Each business area's routes, one Fastify plugin per area. */
export const areaPlugins: Array<(app: FastifyInstance) => Promise<void>> = [];
