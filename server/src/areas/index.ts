import type { FastifyInstance } from 'fastify';
import { securityRoutes } from './security/security-routes';

/** Each business area's routes, one Fastify plugin per area. */
export const areaPlugins: Array<(app: FastifyInstance) => Promise<void>> = [securityRoutes];
