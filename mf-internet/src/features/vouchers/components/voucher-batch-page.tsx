import {
  CUSTOMER_ACCESS,
  VOUCHER_STATE_NAMES,
  savedWithDisconnects,
  usePermission,
  validatorFrom,
  voucherRevoke,
  type AnswerOf,
  type Voucher,
  type VoucherBatch,
  type VoucherRevoke,
  type voucherCalls,
} from '@console/api';
import {
  DataTable,
  CANCEL_TO_LIST,
  DialogButton,
  FormShell,
  Pager,
  ResultBanner,
  Screen,
  TextField,
  formatDate,
  formatNaira,
  usePagedList,
  type Column,
  Button,
  DataList,
  HStack,
  Stack,
  Text,
} from '@console/ui';
import { Link, useParams } from 'react-router-dom';
import { useDownload } from '../../../components/download-from';
import { quotaLeft, quotaSize, quotaUsed } from '../../sessions';
import {
  useBatchExportLinkMutation,
  useGetBatchQuery,
  useListVouchersQuery,
  useRevokeBatchMutation,
  useRevokeVoucherMutation,
} from '../api/vouchers-api';

/** What both revokes answer beside the record: the Disconnect-Requests sent. */
type Revoked = Pick<AnswerOf<typeof voucherCalls.revoke>, 'disconnects'>;

// The id is the row's or the batch's, added when sent; the form asks for the reason.
const validate = validatorFrom(voucherRevoke.pick({ reason: true }));

const COLUMNS: Column<Voucher>[] = [
  { header: 'Serial', field: 'serial' },
  { header: 'PIN', field: 'pin' },
  { header: 'State', cell: (v) => VOUCHER_STATE_NAMES[v.state] },
  { header: 'First Used', cell: (v) => formatDate(v.activatedAt) },
  { header: 'Expires', cell: (v) => formatDate(v.expiresAt) },
  { header: 'Revoked', cell: (v) => formatDate(v.revokedAt) },
  // The plan's data quota this period: used of the quota, and what is left (or what follows at it).
  // Held to a width so it wraps (table cells do not): on one line it ran under the row's Revoke at 1366 px.
  {
    header: 'Data Quota',
    cell: (v) =>
      v.quota ? <Text whiteSpace="normal" minW="56" maxW="xs">{`${quotaUsed(v.quota)} of ${quotaSize(v.quota)}; ${quotaLeft(v.quota)}`}</Text> : '—',
  },
];

/** Revoke one voucher or the whole batch, with a reason kept in the audit trail. */
function RevokeForm({ onRevoke, label }: { onRevoke: (values: Pick<VoucherRevoke, 'reason'>) => Promise<Revoked>; label: string }) {
  return (
    <FormShell<Pick<VoucherRevoke, 'reason'>, Revoked>
      validate={validate}
      onSave={onRevoke}
      // Sessions of a revoked voucher are cut: the banner says what each NAS answered.
      successText={(result) => savedWithDisconnects('Revoked successfully', result.disconnects)}
      submitLabel={label}
      closeDialogOnSave
    >
      <TextField name="reason" label="Reason" autoComplete="off" required />
    </FormShell>
  );
}

function BatchFacts({ batch }: { batch: VoucherBatch }) {
  const facts: Array<[string, string | number]> = [
    ['Plan', batch.plan.name],
    ['Sale Point', batch.salePoint.name],
    ['Price', formatNaira(batch.amount)],
    ['Contract Value', batch.contractValue < 0 ? 'None' : formatNaira(batch.contractValue)],
    ['Validity', `${batch.validity} ${batch.validity === 1 ? 'day' : 'days'} from first use`],
    ['Uptime', `${batch.uptime} min`],
    ['Vouchers', batch.count],
    ['Activated', batch.activated],
    ['Revoked', batch.revoked],
    ['Created', `${formatDate(batch.created)} by ${batch.createdBy}`],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** One batch: its terms, print and CSV, revocation, and its vouchers page by page. */
export function VoucherBatchPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetBatchQuery(id);
  const { page, setPage, setPageSize, offset, limit } = usePagedList();
  const vouchers = useListVouchersQuery({ offset, limit, criteria: { batchId: id } });
  const [revokeVoucher] = useRevokeVoucherMutation();
  const [revokeBatch] = useRevokeBatchMutation();
  const [exportLink] = useBatchExportLinkMutation();
  const { download: exportCsv, downloadError: exportError } = useDownload(() => exportLink(id).unwrap());
  const canPrint = usePermission(...CUSTOMER_ACCESS.printVouchers);
  const canRevoke = usePermission(...CUSTOMER_ACCESS.revokeVouchers);
  const batch = data?.batch;
  return (
    <Screen title={batch ? `Voucher Batch ${batch.number}` : 'Voucher Batch'} loading={isLoading} error={error} backTo={CANCEL_TO_LIST}>
      {batch && (
        <Stack gap="6">
          <HStack gap="2" flexWrap="wrap">
            {canPrint && (
              <Button asChild colorPalette="blue">
                <Link to="print">Print Sheet</Link>
              </Button>
            )}
            {canPrint && (
              <Button variant="outline" onClick={exportCsv}>
                Export CSV
              </Button>
            )}
            {canRevoke && batch.revoked < batch.count && (
              <DialogButton label="Revoke Batch" title={`Revoke every voucher of batch ${batch.number}`} colorPalette="red">
                <RevokeForm label="Revoke Batch" onRevoke={({ reason }) => revokeBatch({ id: batch.id, reason }).unwrap()} />
              </DialogButton>
            )}
          </HStack>
          {exportError && <ResultBanner status="error">{exportError}</ResultBanner>}
          <BatchFacts batch={batch} />
          <DataTable
            caption="Vouchers"
            columns={COLUMNS}
            rows={vouchers.data?.vouchers ?? []}
            actions={
              canRevoke
                ? (v) =>
                    v.state !== 'revoked' && (
                      <DialogButton label="Revoke" title={`Revoke voucher ${v.serial}`}>
                        <RevokeForm label="Revoke" onRevoke={({ reason }) => revokeVoucher({ id: v.id, reason, batchId: batch.id }).unwrap()} />
                      </DialogButton>
                    )
                : undefined
            }
          />
          <Pager
            page={page}
            total={vouchers.data?.size ?? 0}
            capped={vouchers.data?.sizeCapped}
            pageSize={limit}
            onChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </Stack>
      )}
    </Screen>
  );
}
