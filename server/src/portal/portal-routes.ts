import type { FastifyInstance } from 'fastify';
import { portalAccountRoutes } from './portal-account';
import { portalHomeRoutes } from './portal-home';
import { portalMoneyRoutes } from './portal-money';
import { portalRechargeRoutes } from './portal-recharge';
import { portalSignInRoutes } from './portal-sign-in';

/** The subscriber's self-service portal's calls, under /api/portal (docs/portal.md). */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  portalSignInRoutes(app);
  portalHomeRoutes(app);
  portalRechargeRoutes(app);
  portalMoneyRoutes(app);
  portalAccountRoutes(app);
}
