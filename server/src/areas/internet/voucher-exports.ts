import type { FastifyInstance } from 'fastify';
import { idRequest, voucherBatchCalls } from '@console/api/contract';
import { writeAudit } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import { sendCsv } from '../../http/csv-answer';
import { defineRoute } from '../../http/define-route';
import { defineSignedDownload } from '../../http/signed-download';
import { BATCH, findBatch } from './voucher-batch-rows';
import { toVoucher, voucherRows, voucherState } from './voucher-rows';

/** A batch's PINs leave the console two ways, each audited: the printable sheet and the CSV for a printing house. */
export function voucherExportRoutes(app: FastifyInstance): void {
  defineRoute(app, voucherBatchCalls.sheet, async ({ body, deps, user }) => {
    const batch = await findBatch(deps.db, body.id);
    const rows = await voucherRows(deps.db).where('v.batchId', '=', batch.id).orderBy('v.serial').execute();
    await writeAudit(deps.db, user, {
      action: 'print',
      entity: BATCH,
      entityId: batch.id,
      detail: `Sheet of batch ${batch.number} (${rows.length} PINs)`,
    });
    const now = nowSeconds();
    return { batch, vouchers: rows.map((row) => toVoucher(row, true, now)), card: deps.config.voucherCard };
  });

  defineSignedDownload(app, {
    calls: voucherBatchCalls.export,
    async sign({ body, user, deps }) {
      const batch = await findBatch(deps.db, body.id);
      await writeAudit(deps.db, user, {
        action: 'export',
        entity: BATCH,
        entityId: batch.id,
        detail: `CSV of batch ${batch.number} (${batch.count} PINs)`,
      });
      return { id: body.id };
    },
    params: idRequest,
    async send({ params, reply, deps }) {
      const batch = await findBatch(deps.db, params.id);
      const rows = await voucherRows(deps.db).where('v.batchId', '=', batch.id).orderBy('v.serial').execute();
      const now = nowSeconds();
      return sendCsv(reply, {
        filename: `vouchers-batch-${batch.number}.csv`,
        header: ['Batch', 'Serial', 'PIN', 'Plan', 'Price (NGN)', 'Validity (days)', 'Uptime (minutes)', 'Sale point', 'State'],
        rows: rows.map((row) => [
          batch.number,
          row.serial,
          row.pin,
          batch.plan.name,
          batch.amount.toFixed(2),
          batch.validity,
          batch.uptime,
          batch.salePoint.name,
          voucherState(row, now),
        ]),
      });
    },
  });
}
