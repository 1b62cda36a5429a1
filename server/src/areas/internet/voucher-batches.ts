import type { FastifyInstance } from 'fastify';
import { PLAN_TYPES, voucherBatchCalls, type ParsedBodyOf, type VoucherBatch } from '@console/api/contract';
import { writeAudit, type Actor } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import { newId } from '../../core/ids';
import type { Tx } from '../../db/schema';
import { notFound, validationFailure } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { tableList } from '../../http/list-query';
import { readRoutes } from '../../http/record-routes';
import { insertStamped } from '../../http/stamped-update';
import { chargeBatch } from '../../money/sale-point-balances';
import { BATCH, findBatch, loadBatches } from './voucher-batch-rows';
import { lockNetworkLogins } from './network-logins';
import { uniquePins } from './voucher-pins';
import { recordNoticeEvent } from '../../notices/record-notice-event';

const INSERT_CHUNK = 1000;

/**
 * A new batch of `count` vouchers of an instant-access plan sold at the sale point: the plan's price,
 * contract value, validity and uptime of the day are kept with it, its PINs unique across all vouchers.
 * The sale point is debited the batch's contract value, within its credit limit (docs/money.md).
 */
async function generateBatch(tx: Tx, body: ParsedBodyOf<typeof voucherBatchCalls.create>, user: Actor): Promise<VoucherBatch> {
  const plan = await tx.selectFrom('plans').selectAll().where('id', '=', body.planId).executeTakeFirst();
  if (!plan) throw notFound('Plan');
  if (plan.type !== PLAN_TYPES.INSTANT_ACCESS) throw validationFailure({ planId: 'Vouchers are made for instant-access plans only.' });
  const sold = await tx
    .selectFrom('plan_sale_points')
    .innerJoin('sale_points', 'sale_points.id', 'plan_sale_points.salePointId')
    .select('sale_points.name')
    .where('planId', '=', plan.id)
    .where('salePointId', '=', body.salePointId)
    .executeTakeFirst();
  if (!sold) throw validationFailure({ salePointId: `Plan ${plan.name} is not sold at this sale point.` });
  // First: it locks the sale point's account, so its concurrent batches take their numbers in turn.
  const entryId = await chargeBatch(tx, {
    salePointId: body.salePointId,
    salePointName: sold.name,
    unitKobo: Number(plan.contractValueKobo ?? plan.amountKobo),
    count: body.count,
    userId: user.id,
  });
  const last = await tx
    .selectFrom('voucher_batches')
    .select((eb) => eb.fn.max('number').as('number'))
    .executeTakeFirst();
  const now = nowSeconds();
  const id = await insertStamped(
    tx,
    'voucher_batches',
    {
      number: Number(last?.number ?? 0) + 1,
      planId: plan.id,
      salePointId: body.salePointId,
      count: body.count,
      pinLength: body.pinLength,
      prefix: body.prefix,
      amountKobo: Number(plan.amountKobo),
      contractValueKobo: plan.contractValueKobo,
      validity: Number(plan.validity),
      uptime: Number(plan.uptime ?? 0),
      createdBy: user.username,
      entryId,
    },
    // Its vouchers are stamped the same second.
    now,
  );
  // Until the commit no subscriber takes one of the batch's PINs as login (network-logins.ts).
  await lockNetworkLogins(tx);
  const pins = await uniquePins(tx, body.count, body.pinLength, body.prefix);
  for (let i = 0; i < pins.length; i += INSERT_CHUNK) {
    await tx
      .insertInto('vouchers')
      .values(
        pins.slice(i, i + INSERT_CHUNK).map((pin, k) => ({
          id: newId(),
          batchId: id,
          serial: i + k + 1,
          pin,
          salePointId: body.salePointId,
          activatedAt: null,
          expiresAt: null,
          usedUpAt: null,
          revokedAt: null,
          created: now,
          updated: now,
        })),
      )
      .execute();
  }
  const created = await findBatch(tx, id);
  await writeAudit(tx, user, {
    action: 'create',
    entity: BATCH,
    entityId: id,
    detail: `Batch ${created.number}: ${body.count} x ${plan.name} at ${sold.name}`,
  });
  // The sale point is told its vouchers are ready (docs/portal.md "Notices"), by SMS from its own sender id.
  const data = { batch: created.number, count: body.count, plan: plan.name };
  await recordNoticeEvent(tx, { kind: 'voucher_batch_ready', key: id, salePointId: body.salePointId, data }, now);
  return created;
}

/** Voucher batches: generated, listed newest first, read one by one. */
export function voucherBatchRoutes(app: FastifyInstance): void {
  defineRoute(app, voucherBatchCalls.create, async ({ body, deps, user }) => ({
    batch: await deps.db.transaction().execute((tx) => generateBatch(tx, body, user)),
  }));

  readRoutes<VoucherBatch, typeof voucherBatchCalls>(app, {
    calls: voucherBatchCalls,
    list: tableList('voucher_batches', voucherBatchCalls.list, {
      sortable: ['number'],
      filters: {
        salePointId: { column: 'salePointId', match: 'equals' },
        planId: { column: 'planId', match: 'equals' },
        number: 'equals',
      },
      // Newest first.
      order: [['number', 'desc']],
    }),
    load: loadBatches,
  });
}
