import { CUSTOMER_NOTICES_SHOWN, NOTICE_KIND_NAMES, NOTICE_MAX_ATTEMPTS, type Customer, type NoticeDelivery } from '@console/api';
import { DataTable, ResultBanner, errorMessage, formatDate, formatTime, type Column, Stack, Text } from '@console/ui';
import { useCustomerNoticesQuery } from '../api/notices-api';
import { NoticeStateBadge } from './notice-state';

const when = (seconds: number) => `${formatDate(seconds)} ${formatTime(seconds)}`;

/** Why a notice is as it is: the failure (and whether it is tried again), the reason it was not sent, or when it went. */
function detail(notice: NoticeDelivery): string {
  if (notice.state === 'delivered' && notice.sentAt !== null) return `Sent ${when(notice.sentAt)}`;
  if (notice.state === 'failed') {
    const again = notice.attempts < NOTICE_MAX_ATTEMPTS ? ', tried again later' : ', given up';
    return `${notice.reason} (try ${notice.attempts} of ${NOTICE_MAX_ATTEMPTS}${again})`;
  }
  if (notice.state === 'pending') return 'Waiting to be sent (quiet hours hold notices back)';
  return notice.reason;
}

const COLUMNS: Column<NoticeDelivery>[] = [
  { header: 'When', cell: (notice) => when(notice.created) },
  { header: 'Notice', title: true, cell: (notice) => NOTICE_KIND_NAMES[notice.kind] },
  { header: 'Channel', cell: (notice) => (notice.channel === 'sms' ? 'SMS' : 'Email') },
  { header: 'To', field: 'recipient' },
  { header: 'State', priority: 1, cell: (notice) => <NoticeStateBadge state={notice.state} /> },
  // Wraps: a gateway's answer is long, and the table would otherwise scroll sideways to show it.
  {
    header: 'Detail',
    cell: (notice) => (
      <Text whiteSpace="normal" minW="16rem">
        {detail(notice)}
      </Text>
    ),
  },
];

/** What the subscriber was told, newest first: each notice per channel, delivered, failed (and why), pending or not sent. */
export function CustomerNoticesTab({ customer }: { customer: Customer }) {
  const { data, error } = useCustomerNoticesQuery(customer.id, { refetchOnMountOrArgChange: true });
  if (error) return <ResultBanner status="error">{errorMessage(error)}</ResultBanner>;
  const notices = data?.notices ?? [];
  return (
    <Stack gap="3">
      <DataTable caption="Notices" columns={COLUMNS} rows={notices} emptyText="No notice sent yet." />
      {notices.length === CUSTOMER_NOTICES_SHOWN && (
        <Text color="fg.muted" fontSize="sm">
          The latest {CUSTOMER_NOTICES_SHOWN} notices are shown.
        </Text>
      )}
    </Stack>
  );
}
