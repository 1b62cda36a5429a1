import { z } from 'zod';
import { INVALID, rowId, text, wholeNumber } from './common';
import type { Named } from '../answers/common';
import type { DataQuota } from '../answers/data-quota';

// Voucher batches, vouchers, sale point statements and the payer report. See docs/internet.md.

export const VOUCHER_STATES = ['unused', 'active', 'used', 'expired', 'revoked'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];
export const VOUCHER_STATE_NAMES: Record<VoucherState, string> = {
  unused: 'Unused',
  active: 'Active',
  used: 'Used up',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const MAX_BATCH = 10_000;
/** Random digits of a PIN; the prefix comes on top. 16 by default (docs/internet.md: guessing). */
export const PIN_LENGTHS = { min: 8, max: 16, default: 16 } as const;

export const voucherBatchCreate = z.object({
  planId: rowId,
  salePointId: rowId,
  count: wholeNumber(1, MAX_BATCH),
  pinLength: wholeNumber(PIN_LENGTHS.min, PIN_LENGTHS.max).optional().default(PIN_LENGTHS.default),
  // Digits only, so the whole PIN can be typed on a phone's number pad.
  prefix: z
    .string({ error: INVALID })
    .trim()
    .regex(/^\d{0,6}$/, { error: 'Digits only, at most 6' })
    .optional()
    .default(''),
});
export type VoucherBatchCreate = z.input<typeof voucherBatchCreate>;

export const voucherRevoke = z.object({ id: rowId, reason: text(2, 200) });
export type VoucherRevoke = z.input<typeof voucherRevoke>;

const epoch = z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(4_102_444_800, { error: INVALID });

/** A period [from, to) in epoch seconds. */
export const statementRequest = z
  .object({ salePointId: rowId, from: epoch, to: epoch })
  .refine((p) => p.to > p.from, { error: INVALID, path: ['to'] });
export type StatementRequest = z.input<typeof statementRequest>;

export interface VoucherBatch {
  id: string;
  number: number;
  plan: Named;
  salePoint: Named;
  count: number;
  pinLength: number;
  prefix: string;
  /** Naira per voucher, as sold when the batch was made. */
  amount: number;
  /** Naira owed per activated voucher; -1 is "no contract value". */
  contractValue: number;
  validity: number;
  uptime: number;
  createdBy: string;
  activated: number;
  revoked: number;
  created: number;
  updated: number;
}

export interface Voucher {
  id: string;
  batchId: string;
  batchNumber: number;
  serial: number;
  /** Whole only for holders of the print/export permission (133); otherwise a bullet per digit, not one digit shown. */
  pin: string;
  state: VoucherState;
  plan: Named;
  salePoint: Named;
  activatedAt: number | null;
  expiresAt: number | null;
  revokedAt: number | null;
  /** The plan's data quota, used and left (docs/radius.md "Data quotas"); null when it has none; in the list only. */
  quota?: DataQuota | null;
}

export interface StatementLine {
  plan: Named;
  issued: number;
  activated: number;
  revoked: number;
  /** Naira per activated voucher, -1 none. */
  contractValue: number;
  owed: number;
}

export interface SalePointStatement {
  salePoint: Named;
  from: number;
  to: number;
  issued: number;
  activated: number;
  revoked: number;
  owed: number;
  lines: StatementLine[];
}

/** The spec's payer report (section 7): paying subscribers this quarter and the change in percent. */
export interface PayerReport {
  individuals: number;
  corporates: number;
  /** Percent over the previous quarter's total; null when that quarter had none. */
  increase: number | null;
}

/** What every printed card carries besides its voucher (server settings ISP_NAME, ISP_LOGO_FILE, HOTSPOT_LOGIN_URL). */
export interface VoucherCardSettings {
  /** Empty when not set. */
  ispName: string;
  /** The logo as a data: URL, or null. */
  logo: string | null;
  /** The hotspot's login page; `{pin}` in it stands for the PIN. Null: no address and no QR code. */
  loginUrl: string | null;
}
