import type { FastifyInstance } from 'fastify';
import { invoiceRoutes } from './invoice-routes';
import { salePointMoneyRoutes } from './sale-point-money-routes';

/** What others owe the ISP (docs/money.md): sale points' balances and corporate invoices. */
export async function receivableRoutes(app: FastifyInstance): Promise<void> {
  salePointMoneyRoutes(app);
  invoiceRoutes(app);
}
