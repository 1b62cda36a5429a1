import { Box, Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { USAGE_GROUPS, type UsageGroup, type UsageLine, type UsageRequest } from '@console/api';
import { DataTable, FieldFrame, ResultBanner, Screen, errorMessage, type Column } from '@console/ui';
import { useState } from 'react';
import { downloadFrom } from '../../../components/download-from';
import { dayText, midnight } from '../../../components/period';
import { useUsageExportLinkMutation, useUsageQuery } from '../api/sessions-api';
import { formatBytes, formatDuration } from './session-format';

// A field frame fills its row; a fixed width keeps the three choices on one line where they fit.
const FIELD_WIDTH = { base: 'full', sm: '48' };

const GROUP_NAMES: Record<UsageGroup, string> = { subscriber: 'Subscriber', plan: 'Plan', salePoint: 'Sale Point' };

const columnsFor = (by: UsageGroup): Column<UsageLine>[] => [
  { header: GROUP_NAMES[by], cell: (line) => (by === 'subscriber' ? `${line.name} (${line.key})` : line.name) },
  { header: 'Sessions', field: 'sessions' },
  { header: 'Time Online', cell: (line) => formatDuration(line.seconds) },
  { header: 'Bytes In', cell: (line) => formatBytes(line.bytesIn) },
  { header: 'Bytes Out', cell: (line) => formatBytes(line.bytesOut) },
];

/** Usage of the sessions started in a period, per subscriber, plan or sale point, with a CSV export. */
export function UsagePage() {
  const today = new Date();
  const [by, setBy] = useState<UsageGroup>('subscriber');
  const [from, setFrom] = useState(dayText(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(dayText(today));
  // The period runs to the end of the "to" day.
  const period = { from: midnight(from), to: midnight(to, 1) };
  const request: UsageRequest = { by, ...period };
  const chosen = from !== '' && to !== '';
  const backwards = chosen && period.to <= period.from;
  const { data, error, isFetching } = useUsageQuery(request, { skip: !chosen || backwards, refetchOnMountOrArgChange: true });
  const [exportLink] = useUsageExportLinkMutation();
  const [exportError, setExportError] = useState<string>();
  const exportCsv = async () => {
    setExportError(undefined);
    try {
      downloadFrom((await exportLink(request).unwrap()).url);
    } catch (failure) {
      setExportError(errorMessage(failure));
    }
  };
  return (
    <Screen title="Usage" loading={isFetching} error={error ? errorMessage(error) : exportError}>
      <Stack gap="6">
        <HStack gap="4" align="end" flexWrap="wrap">
          <Box width={FIELD_WIDTH}>
            <FieldFrame label="Per">
              <NativeSelect.Root>
                <NativeSelect.Field value={by} onChange={(event) => setBy(event.target.value as UsageGroup)}>
                  {USAGE_GROUPS.map((group) => (
                    <option key={group} value={group}>
                      {GROUP_NAMES[group]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FieldFrame>
          </Box>
          <Box width={FIELD_WIDTH}>
            <FieldFrame label="From">
              <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
            </FieldFrame>
          </Box>
          <Box width={FIELD_WIDTH}>
            <FieldFrame label="To">
              <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            </FieldFrame>
          </Box>
          <Button variant="outline" disabled={!chosen || backwards} onClick={exportCsv}>
            Export CSV
          </Button>
        </HStack>
        {backwards && <ResultBanner status="error">The period ends before it starts.</ResultBanner>}
        {data && !backwards && (
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
