import type { Voucher, VoucherState } from '@console/api/contract';
import type { Db, Tx } from '../../db/schema';
import { voucherUsedUp } from '../../radius/voucher-uptime';
import { maskedPin } from './voucher-pins';

/** A voucher's state from its stamps and `used_up` (voucherUsedUp); `now` decides expiry, in FreeRADIUS's order of refusals. */
export function voucherState(
  row: { activatedAt: number | null; expiresAt: number | null; usedUp: boolean | number; revokedAt: number | null },
  now: number,
): VoucherState {
  if (row.revokedAt !== null) return 'revoked';
  if (row.usedUp) return 'used';
  if (row.expiresAt !== null && Number(row.expiresAt) <= now) return 'expired';
  return row.activatedAt !== null ? 'active' : 'unused';
}

const orNull = (value: number | null) => (value === null ? null : Number(value));

/** Vouchers with their batch's number and plan and their sale point, for the caller to pick by `where`. */
export function voucherRows(db: Db | Tx) {
  return db
    .selectFrom('vouchers as v')
    .innerJoin('voucher_batches as b', 'b.id', 'v.batchId')
    .innerJoin('plans', 'plans.id', 'b.planId')
    .innerJoin('sale_points', 'sale_points.id', 'v.salePointId')
    .select([
      'v.id',
      'v.batchId',
      'v.serial',
      'v.pin',
      'v.activatedAt',
      'v.expiresAt',
      'v.revokedAt',
      'b.number',
      'b.planId',
      'plans.name as planName',
      'v.salePointId',
      'sale_points.name as salePointName',
      voucherUsedUp(db, 'v').as('usedUp'),
    ]);
}

type VoucherRow = Awaited<ReturnType<ReturnType<typeof voucherRows>['execute']>>[number];

/** A voucher as answered; its PIN whole only for whoever may see PINs (`seesWholePins`). */
export function toVoucher(row: VoucherRow, showPin: boolean, now: number): Voucher {
  const times = {
    activatedAt: orNull(row.activatedAt),
    expiresAt: orNull(row.expiresAt),
    usedUp: row.usedUp,
    revokedAt: orNull(row.revokedAt),
  };
  return {
    id: row.id,
    batchId: row.batchId,
    batchNumber: Number(row.number),
    serial: Number(row.serial),
    pin: showPin ? row.pin : maskedPin(row.pin),
    state: voucherState(times, now),
    plan: { id: row.planId, name: row.planName },
    salePoint: { id: row.salePointId, name: row.salePointName },
    activatedAt: times.activatedAt,
    expiresAt: times.expiresAt,
    revokedAt: times.revokedAt,
  };
}
