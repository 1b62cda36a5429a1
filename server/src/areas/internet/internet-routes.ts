import type { FastifyInstance } from 'fastify';
import { customerOverviewRoutes } from './customer-overview';
import { customerRoutes } from './customers';
import { customerDeviceRoutes } from './customer-devices';
import { locations } from './locations';
import { nas } from './nas';
import { payerReportRoutes } from './payer-report';
import { planConstraintRoutes } from './plan-constraints';
import { plans } from './plans';
import { profiles } from './profiles';
import { recordRoutes } from '../../http/record-routes';
import { salePoints } from './sale-points';
import { sessionRoutes } from './sessions';
import { sites } from './sites';
import { statementRoutes } from './statements';
import { subscriptionRoutes } from './subscriptions';
import { usageRoutes } from './usage-routes';
import { voucherBatchRoutes } from './voucher-batches';
import { voucherExportRoutes } from './voucher-exports';
import { voucherListRoutes } from './voucher-list';
import { voucherRevokeRoutes } from './voucher-revoke';

/** The internet administration area: every call under /api/services/internet (docs/internet.md). */
export async function internetRoutes(app: FastifyInstance): Promise<void> {
  recordRoutes(app, locations);
  recordRoutes(app, salePoints);
  recordRoutes(app, nas);
  recordRoutes(app, sites);
  recordRoutes(app, profiles);
  recordRoutes(app, plans);
  planConstraintRoutes(app);
  customerRoutes(app);
  customerOverviewRoutes(app);
  customerDeviceRoutes(app);
  subscriptionRoutes(app);
  voucherBatchRoutes(app);
  voucherListRoutes(app);
  voucherRevokeRoutes(app);
  voucherExportRoutes(app);
  statementRoutes(app);
  payerReportRoutes(app);
  sessionRoutes(app);
  usageRoutes(app);
}
