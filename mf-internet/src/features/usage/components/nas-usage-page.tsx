import type { NasUsage } from '@console/api';
import { Screen, type Column } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useDownload } from '../../../components/download-from';
import { formatBytes } from '../../sessions';
import { useNasUsageExportLinkMutation, useNasUsageQuery } from '../api/usage-api';
import { UsageReport } from './usage-report';

type Day = NasUsage['days'][number];

const COLUMNS: Column<Day>[] = [
  { header: 'Day', field: 'day', title: true },
  { header: 'Sessions started', field: 'sessions', numeric: true },
  { header: 'Users online', field: 'users', numeric: true },
  { header: 'Download', cell: (d) => formatBytes(d.bytesOut), numeric: true },
  { header: 'Upload', cell: (d) => formatBytes(d.bytesIn), numeric: true },
];

function summaryOf(usage: NasUsage): string {
  const { total } = usage;
  if (total.sessions === 0 && total.users === 0) return `No sessions from ${usage.from} to ${usage.to}.`;
  return (
    `From ${usage.from} to ${usage.to}: ${total.sessions} ${total.sessions === 1 ? 'session' : 'sessions'} started, ` +
    `${total.users} ${total.users === 1 ? 'user' : 'users'} online, ${formatBytes(total.bytesOut)} downloaded and ${formatBytes(total.bytesIn)} uploaded.`
  );
}

/** A NAS's sessions and traffic per day over the last 30 days (issue 29), opened from the NAS list. */
export function NasUsagePage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useNasUsageQuery({ id }, { refetchOnMountOrArgChange: true });
  const [exportLink] = useNasUsageExportLinkMutation();
  const csv = useDownload(() => exportLink({ id, format: 'csv' }).unwrap());
  const xlsx = useDownload(() => exportLink({ id, format: 'xlsx' }).unwrap());
  const title = data ? `Usage of ${data.nas.shortname ?? data.nas.nasname} (${data.nas.nasname})` : 'NAS usage';
  return (
    <Screen title={title} loading={isLoading} error={error ?? csv.downloadError ?? xlsx.downloadError} backTo="../all">
      {data && (
        <UsageReport
          caption="Sessions and traffic per day"
          summary={summaryOf(data)}
          days={data.days.map((d) => d.day)}
          rows={data.days}
          columns={COLUMNS}
          lines={[
            { id: 'Download', values: data.days.map((d) => d.bytesOut) },
            { id: 'Upload', values: data.days.map((d) => d.bytesIn) },
          ]}
          empty={data.total.sessions === 0 && data.total.users === 0}
          download={{ csv: csv.download, xlsx: xlsx.download }}
        />
      )}
    </Screen>
  );
}
