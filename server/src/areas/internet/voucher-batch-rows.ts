import { koboToNaira, voucherBatchCalls, type VoucherBatch } from '@console/api/contract';
import type { Db, Tx } from '../../db/schema';
import { firstOr404 } from '../../http/api-error';
import { rowsWithNames } from './references';

/** The audit's and the 404's name of a batch. */
export const BATCH = voucherBatchCalls.what;

/** A contract value as answered: naira per activated voucher, -1 when the batch's plan had none. */
export const contractValueOf = (kobo: number | null) => (kobo === null ? -1 : koboToNaira(Number(kobo)));

/** Batches as answered, with their plan's and sale point's names and how many of their vouchers were activated and revoked. */
export async function loadBatches(db: Db | Tx, ids: readonly string[]): Promise<VoucherBatch[]> {
  // The activated and revoked counts are the batch's own columns, kept by migration 0031's triggers.
  const rows = await rowsWithNames(
    db,
    'voucher_batches',
    { planId: { table: 'plans', as: 'planName' }, salePointId: { table: 'sale_points', as: 'salePointName' } },
    ids,
  );
  return rows.map((row) => ({
    id: row.id,
    number: Number(row.number),
    plan: { id: row.planId, name: row.planName },
    salePoint: { id: row.salePointId, name: row.salePointName },
    count: Number(row.count),
    pinLength: Number(row.pinLength),
    prefix: row.prefix,
    amount: koboToNaira(Number(row.amountKobo)),
    contractValue: contractValueOf(row.contractValueKobo),
    validity: Number(row.validity),
    uptime: Number(row.uptime),
    createdBy: row.createdBy,
    activated: Number(row.activatedCount),
    revoked: Number(row.revokedCount),
    created: Number(row.created),
    updated: Number(row.updated),
  }));
}

export async function findBatch(db: Db | Tx, id: string): Promise<VoucherBatch> {
  return firstOr404(loadBatches(db, [id]), BATCH);
}
