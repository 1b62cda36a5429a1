import type { FastifyInstance } from 'fastify';
import { customerRoutes } from './customers';
import { locations } from './locations';
import { nas } from './nas';
import { payerReportRoutes } from './payer-report';
import { planConstraintRoutes } from './plan-constraints';
import { plans } from './plans';
import { profiles } from './profiles';
import { resourceRoutes } from './resource-routes';
import { salePoints } from './sale-points';
import { sites } from './sites';
import { statementRoutes } from './statements';
import { subscriptionRoutes } from './subscriptions';
import { voucherRoutes } from './vouchers';

/** The internet administration area: every call of spec section 7 under /api/services/internet. */
export async function internetRoutes(app: FastifyInstance): Promise<void> {
  resourceRoutes(app, locations);
  resourceRoutes(app, salePoints);
  resourceRoutes(app, nas);
  resourceRoutes(app, sites);
  resourceRoutes(app, profiles);
  resourceRoutes(app, plans);
  planConstraintRoutes(app);
  customerRoutes(app);
  subscriptionRoutes(app);
  voucherRoutes(app);
  statementRoutes(app);
  payerReportRoutes(app);
}
