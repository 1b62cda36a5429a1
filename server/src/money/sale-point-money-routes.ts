import type { FastifyInstance } from 'fastify';
import { salePointMoneyCalls } from '@console/api/contract';
import { defineRoute } from '../http/define-route';
import { once } from './idempotency';
import { paySalePoint, salePointStatement } from './sale-point-balances';

/** A sale point's money (docs/money.md "Sale point balances"): payments in, and the statement. */
export function salePointMoneyRoutes(app: FastifyInstance): void {
  defineRoute(app, salePointMoneyCalls.pay, ({ body, deps, user }) =>
    once(deps.db, user.id, salePointMoneyCalls.pay.path, body, (tx) => paySalePoint(tx, user, body)),
  );

  defineRoute(app, salePointMoneyCalls.statement, ({ body, deps }) => salePointStatement(deps.db, body.salePointId, body));
}
