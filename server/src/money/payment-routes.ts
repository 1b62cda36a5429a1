import type { FastifyInstance } from 'fastify';
import { nairaText, paymentCalls } from '@console/api/contract';
import { writeAudit } from '../audit/audit';
import { PAYMENT, findCustomer } from '../areas/internet/customers';
import { conflict, notFound } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { once } from './idempotency';
import { assertNotInvoiced } from './invoices';
import { accountOf, reverseEntry } from './ledger';
import { balanceStatement, loadPayments } from './customer-payments';
import { creditOf, topUpBalance } from './payments';
import { loadReceipt } from './receipts';

/** A subscriber's money (docs/money.md): top-ups, the balance's statement, payments, receipts, reversals. */
export async function moneyRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, paymentCalls.topUp, ({ body, deps, user }) =>
    once(deps.db, user.id, paymentCalls.topUp.path, body, async (tx) =>
      topUpBalance(tx, deps.config.receipt, user, await findCustomer(tx, body.customerId), body),
    ),
  );

  defineRoute(app, paymentCalls.statement, async ({ body, deps }) => {
    await findCustomer(deps.db, body.customerId);
    return balanceStatement(deps.db, body.customerId, body);
  });

  defineRoute(app, paymentCalls.list, async ({ body, deps }) => {
    await findCustomer(deps.db, body.customerId);
    return { payments: await loadPayments(deps.db, body.customerId) };
  });

  defineRoute(app, paymentCalls.receipt, async ({ body, deps }) => ({ receipt: await loadReceipt(deps.db, body.number) }));

  defineRoute(app, paymentCalls.reverse, ({ body, deps, user }) =>
    once(deps.db, user.id, paymentCalls.reverse.path, body, async (tx) => {
      const original = await tx.selectFrom('money_entries').select(['customerId', 'kind']).where('id', '=', body.entryId).executeTakeFirst();
      if (!original?.customerId) throw notFound('Payment');
      const customerId = original.customerId;
      const balance = await accountOf(tx, 'subscriber', customerId);
      const held = await creditOf(tx, customerId);
      // Taking a top-up back takes it from the balance: only while the balance still holds it.
      const refuse = (missing: number) =>
        conflict(`The balance holds ${nairaText(held)}, ${nairaText(missing)} less than the reversal takes back; nothing was reversed.`);
      await assertNotInvoiced(tx, { id: body.entryId, kind: original.kind });
      const reversal = await reverseEntry(tx, {
        entryId: body.entryId,
        reason: body.reason,
        idempotencyKey: body.idempotencyKey,
        userId: user.id,
        limitOf: (accountId, amountKobo) => (accountId === balance && amountKobo > 0 ? { atMost: 0, refuse } : undefined),
      });
      const [answer] = await loadPayments(tx, customerId, reversal.id);
      const [reversed] = await loadPayments(tx, customerId, body.entryId);
      await writeAudit(tx, user, {
        action: 'create',
        entity: PAYMENT,
        entityId: customerId,
        detail: `Reversed ${reversed.description} ${nairaText(Math.round(reversed.amount * 100))}${reversed.receipt ? `, receipt ${reversed.receipt}` : ''}: ${body.reason}`,
      });
      return { reversal: answer };
    }),
  );
}
