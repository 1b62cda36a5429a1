import { z } from 'zod';
import {
  VOUCHER_STATES,
  type PayerReport,
  type SalePointStatement,
  type Voucher,
  type VoucherBatch,
  type VoucherCardSettings,
} from '../schemas/vouchers';
import { answerId, epochSeconds, named, stampedRecord } from './common';
import { dataQuotaAnswer } from './data-quota';

export const voucherBatchAnswer = stampedRecord({
  number: z.number().int(),
  plan: named,
  salePoint: named,
  count: z.number().int(),
  pinLength: z.number().int(),
  prefix: z.string(),
  amount: z.number(),
  contractValue: z.number().meta({ description: 'Naira per activated voucher; -1 none' }),
  validity: z.number().int(),
  uptime: z.number().int(),
  createdBy: z.string(),
  activated: z.number().int(),
  revoked: z.number().int(),
}) satisfies z.ZodType<VoucherBatch>;

export const voucherAnswer = z.object({
  id: answerId,
  batchId: answerId,
  batchNumber: z.number().int(),
  serial: z.number().int(),
  pin: z.string().meta({ description: 'Whole with the print/export permission, else masked' }),
  state: z.enum(VOUCHER_STATES),
  plan: named,
  salePoint: named,
  activatedAt: epochSeconds.nullable(),
  expiresAt: epochSeconds.nullable(),
  revokedAt: epochSeconds.nullable(),
  quota: dataQuotaAnswer
    .nullable()
    .optional()
    .meta({ description: "The plan's data quota: used and left; null when it has none. In the voucher list only" }),
}) satisfies z.ZodType<Voucher>;

const counts = { issued: z.number().int(), activated: z.number().int(), revoked: z.number().int() };

export const statementAnswer = z.object({
  salePoint: named,
  from: epochSeconds,
  to: epochSeconds,
  ...counts,
  owed: z.number(),
  lines: z.array(z.object({ plan: named, ...counts, contractValue: z.number(), owed: z.number() })),
}) satisfies z.ZodType<SalePointStatement>;

export const payerReportAnswer = z.object({
  individuals: z.number().int(),
  corporates: z.number().int(),
  increase: z.number().nullable().meta({ description: 'Percent over the previous quarter; null when it had none' }),
}) satisfies z.ZodType<PayerReport>;

export const voucherCardAnswer = z.object({
  ispName: z.string(),
  logo: z.string().nullable().meta({ description: 'data: URL' }),
  loginUrl: z.string().nullable().meta({ description: "The hotspot's login page; {pin} stands for the PIN" }),
}) satisfies z.ZodType<VoucherCardSettings>;
