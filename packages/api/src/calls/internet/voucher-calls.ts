import { z } from 'zod';
import { one } from '../../answers/common';
import { disconnectsAnswer } from '../../answers/sessions';
import { voucherAnswer, voucherBatchAnswer, voucherCardAnswer } from '../../answers/vouchers';
import { idRequest } from '../../schemas/common';
import { CUSTOMER_ACCESS } from '../../schemas/customers-access';
import { voucherBatchCreate, voucherRevoke } from '../../schemas/vouchers';
import { defineCall } from '../define-call';
import { listCall } from '../list-call';
import { readableCalls } from '../record-calls';
import { signedDownloadCalls } from '../signed-download-calls';

const rule = (ids: readonly number[]) => ({ anyOf: ids });
const listVouchers = rule(CUSTOMER_ACCESS.listVouchers);

/** Voucher batches: listed and read like a record type; generated, revoked, printed and exported by calls of their own. */
export const voucherBatchCalls = {
  ...readableCalls({
    what: 'Voucher batch',
    keys: { one: 'batch', many: 'batches' },
    paths: { list: '/services/internet/voucher/batches', read: '/services/internet/voucher/batch' },
    access: { list: listVouchers, read: listVouchers },
    row: voucherBatchAnswer,
    filters: ['salePointId', 'planId', 'number'],
    sorts: ['number'],
  }),
  create: defineCall({
    path: '/services/internet/voucher/batch/create',
    access: rule(CUSTOMER_ACCESS.generateVouchers),
    summary: 'Voucher batch: generate 1-10,000 vouchers of an instant-access plan at one of its sale points',
    reads: false,
    message: 'Created successfully',
    body: voucherBatchCreate,
    answer: one('batch', voucherBatchAnswer),
  }),
  revoke: defineCall({
    path: '/services/internet/voucher/batch/revoke',
    access: rule(CUSTOMER_ACCESS.revokeVouchers),
    summary: 'Voucher batch: revoke every voucher of the batch not revoked yet (open sessions are sent a Disconnect-Request)',
    reads: false,
    message: 'Revoked successfully',
    body: voucherRevoke,
    answer: one('batch', voucherBatchAnswer).extend({ disconnects: disconnectsAnswer }),
  }),
  // A mutation, not a read: every fetch of the PINs is a print the audit trail records.
  sheet: defineCall({
    path: '/services/internet/voucher/batch/sheet',
    access: rule(CUSTOMER_ACCESS.printVouchers),
    summary:
      "Voucher batch: the printable sheet (every voucher with its PIN, and the ISP's name, logo and hotspot login address); audited as a print",
    reads: false,
    message: 'OK',
    body: idRequest,
    answer: z.object({ batch: voucherBatchAnswer, vouchers: z.array(voucherAnswer), card: voucherCardAnswer }),
  }),
  export: signedDownloadCalls({
    path: '/services/internet/voucher/batch/export',
    access: rule(CUSTOMER_ACCESS.printVouchers),
    body: idRequest,
    summary: 'Voucher batch: the CSV for a printing house (signed link)',
    linkSummary: 'Voucher batch: a signed CSV download link; audited as an export',
  }),
};

/** Vouchers one by one: listed (PINs, and the search by PIN, only with permission 133) and revoked. */
export const voucherCalls = {
  list: listCall({
    path: '/services/internet/vouchers',
    access: listVouchers,
    summary: 'Voucher: list (criteria batchId, salePointId, pin, state); PINs, and the pin filter, only with permission 133',
    key: 'vouchers',
    row: voucherAnswer,
    filters: ['batchId', 'salePointId', 'pin', 'state'],
    // One batch in serial order, across batches the newest first: the list's own order only.
    sorts: [],
  }),
  revoke: defineCall({
    path: '/services/internet/voucher/revoke',
    access: rule(CUSTOMER_ACCESS.revokeVouchers),
    summary: 'Voucher: revoke one (it can no longer sign in; its open sessions are sent a Disconnect-Request)',
    reads: false,
    message: 'Revoked successfully',
    body: voucherRevoke,
    answer: one('voucher', voucherAnswer).extend({ disconnects: disconnectsAnswer }),
  }),
};
