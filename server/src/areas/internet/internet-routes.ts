import type { FastifyInstance } from 'fastify';
import { locations } from './locations';
import { nas } from './nas';
import { planConstraintRoutes } from './plan-constraints';
import { plans } from './plans';
import { profiles } from './profiles';
import { recordRoutes } from '../../http/record-routes';
import { salePoints } from './sale-points';
import { sites } from './sites';

/** The internet administration area: every call under /api/services/internet (docs/internet.md). */
export async function internetRoutes(app: FastifyInstance): Promise<void> {
  recordRoutes(app, locations);
  recordRoutes(app, salePoints);
  recordRoutes(app, nas);
  recordRoutes(app, sites);
  recordRoutes(app, profiles);
  recordRoutes(app, plans);
  planConstraintRoutes(app);
}
