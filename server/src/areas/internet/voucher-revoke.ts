import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { voucherBatchCalls, voucherCalls } from '@console/api/contract';
import { writeAudit } from '../../audit/audit';
import { nowSeconds } from '../../core/clock';
import type { AppDeps } from '../../http/app-deps';
import type { Tx } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { cutNow, queueDisconnects } from '../../radius/cut-jobs';
import { loginsSessions, voucherBatchSessions } from '../../radius/disconnect';
import { BATCH, findBatch } from './voucher-batch-rows';
import { seesWholePins } from './voucher-pins';
import { toVoucher, voucherRows } from './voucher-rows';

const VOUCHER = 'Voucher';

/** Revokes the batch's vouchers not revoked yet (only `voucherId` when given); answers how many. */
async function revokeVouchers(tx: Tx, batchId: string, voucherId: string | null): Promise<number> {
  const now = nowSeconds();
  let query = tx
    .updateTable('vouchers')
    .set({ revokedAt: now, updated: sql`updated + 1` as never })
    .where('batchId', '=', batchId)
    .where('revokedAt', 'is', null);
  if (voucherId) query = query.where('id', '=', voucherId);
  const result = await query.executeTakeFirst();
  await tx
    .updateTable('voucher_batches')
    .set((eb) => ({ updated: sql`${eb.ref('updated')} + 1` as never }))
    .where('id', '=', batchId)
    .execute();
  return Number(result.numUpdatedRows);
}

/**
 * A revoke: `revoke` writes it, its audit line and a Disconnect job per open session of what was
 * revoked in one transaction; after the commit FreeRADIUS refuses the logins and the jobs' first
 * tries run (retried later until acknowledged or the session ends).
 */
async function withCuts<R>(deps: AppDeps, revoke: (tx: Tx) => Promise<{ revoked: R; cuts: string[] }>) {
  const { revoked, cuts } = await deps.db.transaction().execute(revoke);
  return { revoked, disconnects: await cutNow(deps.jobs, cuts) };
}

/** Revoking one voucher or what is left of a batch: no more logins, open sessions cut. */
export function voucherRevokeRoutes(app: FastifyInstance): void {
  defineRoute(app, voucherCalls.revoke, async ({ body, deps, user }) => {
    const { revoked, disconnects } = await withCuts(deps, async (tx) => {
      const row = await voucherRows(tx).where('v.id', '=', body.id).executeTakeFirst();
      if (!row) throw notFound(VOUCHER);
      if (row.revokedAt !== null) throw conflict('This voucher is already revoked.');
      await revokeVouchers(tx, row.batchId, row.id);
      await writeAudit(tx, user, {
        action: 'update',
        entity: VOUCHER,
        entityId: row.id,
        detail: `Revoked batch ${row.number} serial ${row.serial}: ${body.reason}`,
      });
      const after = await voucherRows(tx).where('v.id', '=', body.id).executeTakeFirstOrThrow();
      return {
        revoked: toVoucher(after, seesWholePins(user), nowSeconds()),
        cuts: await queueDisconnects(tx, loginsSessions([row.pin]), { tryingNow: true }),
      };
    });
    return { voucher: revoked, disconnects };
  });

  defineRoute(app, voucherBatchCalls.revoke, async ({ body, deps, user }) => {
    const { revoked, disconnects } = await withCuts(deps, async (tx) => {
      const current = await findBatch(tx, body.id);
      const count = await revokeVouchers(tx, current.id, null);
      if (count === 0) throw conflict('Every voucher of this batch is already revoked.');
      await writeAudit(tx, user, {
        action: 'update',
        entity: BATCH,
        entityId: current.id,
        detail: `Revoked ${count} vouchers of batch ${current.number}: ${body.reason}`,
      });
      return { revoked: await findBatch(tx, current.id), cuts: await queueDisconnects(tx, voucherBatchSessions(current.id), { tryingNow: true }) };
    });
    return { batch: revoked, disconnects };
  });
}
