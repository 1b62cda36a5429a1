import {
  post,
  type DisconnectResult,
  type ListRequest,
  type SalePointStatement,
  type StatementRequest,
  type Voucher,
  type VoucherBatch,
  type VoucherBatchCreate,
  type VoucherCardSettings,
  type VoucherRevoke,
} from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { listTags, rowTags } from '@console/ui';

const URL = '/services/internet/voucher';
// A revocation or a new batch moves the statements and the payer report too.
const moved = (batchId: string | number) => [...rowTags('Voucher', batchId), { type: 'Dashboard' as const }];

/** Voucher batches, vouchers, the printable sheet, CSV links and sale point statements. */
export const vouchersApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    listBatches: build.query<{ batches: VoucherBatch[]; size: number }, ListRequest>({
      query: (body) => post(`${URL}/batches`, body),
      providesTags: (result) => listTags('Voucher', result?.batches),
    }),
    getBatch: build.query<{ batch: VoucherBatch }, string>({
      query: (id) => post(`${URL}/batch`, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Voucher', id }],
    }),
    createBatch: build.mutation<{ batch: VoucherBatch }, VoucherBatchCreate>({
      query: (body) => post(`${URL}/batch/create`, body),
      invalidatesTags: [{ type: 'Voucher', id: 'LIST' }, 'Dashboard'],
    }),
    listVouchers: build.query<{ vouchers: Voucher[]; size: number }, ListRequest>({
      query: (body) => post(`${URL}s`, body),
      providesTags: (result, _error, body) => [
        { type: 'Voucher', id: String(body.criteria?.batchId ?? 'LIST') },
        ...listTags('Voucher', result?.vouchers),
      ],
    }),
    revokeVoucher: build.mutation<{ voucher: Voucher; disconnects: DisconnectResult[] }, VoucherRevoke & { batchId: string }>({
      query: ({ id, reason }) => post(`${URL}/revoke`, { id, reason }),
      invalidatesTags: (_result, _error, body) => moved(body.batchId),
    }),
    revokeBatch: build.mutation<{ batch: VoucherBatch; disconnects: DisconnectResult[] }, VoucherRevoke>({
      query: (body) => post(`${URL}/batch/revoke`, body),
      invalidatesTags: (_result, _error, body) => moved(body.id),
    }),
    // A mutation, not a query: every fetch of the PINs is a print the audit trail records.
    batchSheet: build.mutation<{ batch: VoucherBatch; vouchers: Voucher[]; card: VoucherCardSettings }, string>({
      query: (id) => post(`${URL}/batch/sheet`, { id }),
    }),
    batchExportLink: build.mutation<{ url: string }, string>({
      query: (id) => post(`${URL}/batch/export/link`, { id }),
    }),
    statement: build.query<SalePointStatement, StatementRequest>({
      query: (body) => post(`${URL}/statement`, body),
      providesTags: ['Dashboard'],
    }),
    statementExportLink: build.mutation<{ url: string }, StatementRequest>({
      query: (body) => post(`${URL}/statement/export/link`, body),
    }),
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
