import type { Customer, CustomerUsage, QuotaCounts, UsageQuota } from '@console/api';
import { ResultBanner, errorMessage, type Column, Heading, Spinner, Stack } from '@console/ui';
import { useDownload } from '../../../components/download-from';
import { formatBytes } from '../../sessions';
import { useCustomerUsageExportLinkMutation, useCustomerUsageQuery } from '../api/usage-api';
import { UsageReport } from './usage-report';

type Day = CustomerUsage['days'][number];

const COUNTS_NAMES: Record<QuotaCounts, string> = { total: 'download and upload', download: 'download', upload: 'upload' };
const RESET_NAMES: Record<NonNullable<UsageQuota>['resets'], string> = {
  period: "over the plan's period",
  daily: 'a day',
  weekly: 'a week (from Monday)',
  monthly: 'a calendar month',
};

/** What a day counted toward a limit since the quota's last reset. */
function countedOf(day: Day, counts: QuotaCounts): number {
  if (!day.counted) return 0;
  return counts === 'download' ? day.counted.download : counts === 'upload' ? day.counted.upload : day.counted.download + day.counted.upload;
}

const COLUMNS: Column<Day>[] = [
  { header: 'Day', field: 'day', title: true },
  { header: 'Sessions started', field: 'sessions', numeric: true },
  { header: 'Download', cell: (d) => formatBytes(d.bytesOut), numeric: true },
  { header: 'Upload', cell: (d) => formatBytes(d.bytesIn), numeric: true },
];

/** The summary: what was used over the days shown, and each limit of the quota. */
function summaryOf(usage: CustomerUsage): string {
  const { total } = usage;
  if (total.sessions === 0 && total.bytesIn + total.bytesOut === 0) return `No sessions from ${usage.from} to ${usage.to}.`;
  const used = `Downloaded ${formatBytes(total.bytesOut)} and uploaded ${formatBytes(total.bytesIn)} from ${usage.from} to ${usage.to}, in ${total.sessions} ${total.sessions === 1 ? 'session' : 'sessions'}.`;
  const quota = usage.quota;
  if (!quota) return used;
  const limits = quota.limits.map((limit) => `${formatBytes(limit.bytes)} of ${COUNTS_NAMES[limit.counts]}`).join(', ');
  return `${used} Quota: ${limits}, ${RESET_NAMES[quota.resets]}.`;
}

/**
 * A subscriber's usage per day over its plan's period (issue 29): download and upload as lines, and
 * when the plan has a quota, what counted toward each limit since its reset, with the limit across.
 */
export function CustomerUsageTab({ customer }: { customer: Customer }) {
  const { data, isLoading, error } = useCustomerUsageQuery({ id: customer.id }, { refetchOnMountOrArgChange: true });
  const [exportLink] = useCustomerUsageExportLinkMutation();
  const csv = useDownload(() => exportLink({ id: customer.id, format: 'csv' }).unwrap());
  const xlsx = useDownload(() => exportLink({ id: customer.id, format: 'xlsx' }).unwrap());
  if (isLoading) return <Spinner aria-label="Loading the usage" />;
  const failure = error ? errorMessage(error) : (csv.downloadError ?? xlsx.downloadError);
  if (!data) return failure ? <ResultBanner status="error">{failure}</ResultBanner> : null;
  const limits = data.quota?.limits ?? [];
  const columns: Column<Day>[] = [
    ...COLUMNS,
    ...limits.map((limit) => ({
      header: `Counted (${COUNTS_NAMES[limit.counts]})`,
      cell: (d: Day) => formatBytes(countedOf(d, limit.counts)),
      numeric: true,
    })),
  ];
  // The days to come have no usage yet: the chart spans the period but draws nothing there, the table stops at today.
  const past = data.days.filter((d) => d.day <= data.today);
  const valuesOf = (value: (d: Day) => number) => data.days.map((d) => (d.day <= data.today ? value(d) : null));
  const lines = [
    { id: 'Download', values: valuesOf((d) => d.bytesOut) },
    { id: 'Upload', values: valuesOf((d) => d.bytesIn) },
    ...limits.map((limit) => ({ id: `Counted: ${COUNTS_NAMES[limit.counts]}`, values: valuesOf((d) => countedOf(d, limit.counts)) })),
  ];
  const empty = data.total.sessions === 0 && data.days.every((d) => d.users === 0);
  return (
    <Stack gap="4" pt="4">
      <Heading as="h2" size="md">
        {data.plan ? `${data.plan.name}: ${data.plan.start} to ${data.plan.end}` : 'The last 30 days (no plan yet)'}
      </Heading>
      {failure && <ResultBanner status="error">{failure}</ResultBanner>}
      <UsageReport
        caption="Usage per day"
        summary={summaryOf(data)}
        days={data.days.map((d) => d.day)}
        rows={past}
        columns={columns}
        lines={lines}
        limits={limits.map((limit) => ({ legend: `Quota: ${formatBytes(limit.bytes)} ${COUNTS_NAMES[limit.counts]}`, bytes: limit.bytes }))}
        empty={empty}
        download={{ csv: csv.download, xlsx: xlsx.download }}
      />
    </Stack>
  );
}
