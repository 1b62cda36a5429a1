import type { FastifyInstance } from 'fastify';
import { locationRoutes } from './locations';
import { nasRoutes } from './nas';
import { planConstraintRoutes } from './plan-constraints';
import { planRoutes } from './plans';
import { profileRoutes } from './profiles';
import { salePointRoutes } from './sale-points';
import { siteRoutes } from './sites';

/** The internet administration area: every call of spec section 7 under /api/services/internet. */
export async function internetRoutes(app: FastifyInstance): Promise<void> {
  locationRoutes(app);
  salePointRoutes(app);
  nasRoutes(app);
  siteRoutes(app);
  profileRoutes(app);
  planRoutes(app);
  planConstraintRoutes(app);
}
