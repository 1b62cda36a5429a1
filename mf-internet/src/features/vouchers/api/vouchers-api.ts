import { statementCalls, voucherBatchCalls, voucherCalls, type FilterOf, type VoucherRevoke } from '@console/api';
import { listTags, mutationOf, queryOf, rowTags } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

// A revocation or a new batch moves the statements and the payer report too.
const moved = (batchId: string | number) => [...rowTags('Voucher', batchId), { type: 'Dashboard' as const }];
/** The batch a vouchers list is filtered by, when it is (the call's schema types its criteria on the way out only). */
const batchOf = (criteria: unknown) => (criteria as Partial<Record<FilterOf<typeof voucherCalls.list>, unknown>> | undefined)?.batchId;

/** Voucher batches, vouchers, the printable sheet, CSV links and sale point statements. */
export const vouchersApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    listBatches: queryOf(build, voucherBatchCalls.list, {
      providesTags: (result) => listTags('Voucher', result?.batches),
    }),
    getBatch: queryOf(build, voucherBatchCalls.read, {
      arg: (id: string) => ({ id }),
      providesTags: (_result, _error, id) => [{ type: 'Voucher', id }],
    }),
    createBatch: mutationOf(build, voucherBatchCalls.create, {
      invalidatesTags: [{ type: 'Voucher', id: 'LIST' }, 'Dashboard'],
    }),
    listVouchers: queryOf(build, voucherCalls.list, {
      providesTags: (result, _error, body) => [
        { type: 'Voucher', id: String(batchOf(body.criteria) ?? 'LIST') },
        ...listTags('Voucher', result?.vouchers),
      ],
    }),
    revokeVoucher: mutationOf(build, voucherCalls.revoke, {
      arg: ({ id, reason }: VoucherRevoke & { batchId: string }) => ({ id, reason }),
      invalidatesTags: (_result, _error, body) => moved(body.batchId),
    }),
    revokeBatch: mutationOf(build, voucherBatchCalls.revoke, {
      invalidatesTags: (_result, _error, body) => moved(body.id),
    }),
    // A mutation, not a query: every fetch of the PINs is a print the audit trail records.
    batchSheet: mutationOf(build, voucherBatchCalls.sheet, { arg: (id: string) => ({ id }) }),
    batchExportLink: mutationOf(build, voucherBatchCalls.export.link, { arg: (id: string) => ({ id }) }),
    statement: queryOf(build, statementCalls.read, { providesTags: ['Dashboard'] }),
    statementExportLink: mutationOf(build, statementCalls.export.link),
  }),
});

export const {
  useListBatchesQuery,
  useGetBatchQuery,
  useCreateBatchMutation,
  useListVouchersQuery,
  useRevokeVoucherMutation,
  useRevokeBatchMutation,
  useBatchSheetMutation,
  useBatchExportLinkMutation,
  useStatementQuery,
  useStatementExportLinkMutation,
} = vouchersApi;
