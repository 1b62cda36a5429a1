import { USAGE_GROUPS, type UsageGroup, type UsageLine, type UsageRequest } from '@console/api';
import { DataTable, Screen, type Column, Stack } from '@console/ui';
import { useState } from 'react';
import { PeriodForm, usePeriod, usePeriodReport } from '../../../components/period-form';
import { useUsageExportLinkMutation, useUsageQuery } from '../api/sessions-api';
import { formatBytes, formatDuration } from './session-format';

// A field frame fills its row; a fixed width keeps the three choices on one line where they fit.
const FIELD_WIDTH = { base: 'full', sm: '48' };

const GROUP_NAMES: Record<UsageGroup, string> = { subscriber: 'Subscriber', plan: 'Plan', salePoint: 'Sale Point' };
const GROUP_OPTIONS = USAGE_GROUPS.map((group) => ({ value: group, label: GROUP_NAMES[group] }));

const columnsFor = (by: UsageGroup): Column<UsageLine>[] => [
  { header: GROUP_NAMES[by], cell: (line) => (by === 'subscriber' ? `${line.name} (${line.key})` : line.name) },
  { header: 'Sessions', field: 'sessions' },
  { header: 'Time Online', cell: (line) => formatDuration(line.seconds) },
  { header: 'Bytes In', cell: (line) => formatBytes(line.bytesIn) },
  { header: 'Bytes Out', cell: (line) => formatBytes(line.bytesOut) },
];

/** Usage of the sessions started in a period, per subscriber, plan or sale point, with a CSV export. */
export function UsagePage() {
  const [by, setBy] = useState<UsageGroup>('subscriber');
  const days = usePeriod();
  const request: UsageRequest = { by, ...days.period };
  const { data, isFetching, error, download } = usePeriodReport(useUsageQuery, useUsageExportLinkMutation, request, {
    ready: days.chosen,
    backwards: days.backwards,
  });
  return (
    <Screen title="Usage" loading={isFetching} error={error}>
      <Stack gap="6">
        <PeriodForm
          days={days}
          choice={{ label: 'Per', value: by, onChange: (value) => setBy(value as UsageGroup), options: GROUP_OPTIONS }}
          ready={days.chosen}
          backwards={days.backwards}
          onExport={download}
          fieldWidth={FIELD_WIDTH}
        />
        {data && !days.backwards && (
          <DataTable
            caption="Usage"
            columns={columnsFor(by)}
            rows={data.lines}
            rowKey={(line) => line.key}
            emptyText={by === 'salePoint' ? 'No voucher session in this period.' : 'No session in this period.'}
          />
        )}
      </Stack>
    </Screen>
  );
}
