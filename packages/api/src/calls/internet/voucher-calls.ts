import { voucherBatchAnswer } from '../../answers/vouchers';
import { CUSTOMER_ACCESS } from '../../schemas/customers-access';
import { readableCalls } from '../record-calls';

const listVouchers = { anyOf: CUSTOMER_ACCESS.listVouchers };

/** Voucher batches: listed and read like a record type; generated and revoked by calls of their own. */
export const voucherBatchCalls = readableCalls({
  what: 'Voucher batch',
  keys: { one: 'batch', many: 'batches' },
  paths: { list: '/services/internet/voucher/batches', read: '/services/internet/voucher/batch' },
  access: { list: listVouchers, read: listVouchers },
  row: voucherBatchAnswer,
  filters: ['salePointId', 'planId', 'number'],
  sorts: ['number'],
});
