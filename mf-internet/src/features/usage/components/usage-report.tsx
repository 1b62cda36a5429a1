import { DataTable, type Column, Button, HStack, Stack, Text } from '@console/ui';
import { lazy } from 'react';
import { ChartSlot } from '../../../components/chart-slot';
import type { ChartLimit, ChartLine } from './usage-chart';

const UsageChart = lazy(() => import('./usage-chart'));

export interface UsageReportProps<Row extends { day: string }> {
  /** The table's caption. */
  caption: string;
  /** What the chart shows, in words: its text alternative with the table. */
  summary: string;
  /** The chart's days (a plan's whole period); the table's rows may stop before its end. */
  days: readonly string[];
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  lines: readonly ChartLine[];
  limits?: readonly ChartLimit[];
  /** No session in the days: the summary says so, without a chart or a table of zeros. */
  empty: boolean;
  download: { csv: () => void; xlsx: () => void };
}

/**
 * Usage per day as a chart and a table of the same figures, with the summary in words above them
 * and the CSV and XLSX files of the table. The chart is drawn for sighted readers only (aria-hidden);
 * the summary and the table are what a screen reader reads.
 */
export function UsageReport<Row extends { day: string }>({
  caption,
  summary,
  days,
  rows,
  columns,
  lines,
  limits = [],
  empty,
  download,
}: UsageReportProps<Row>) {
  return (
    <Stack gap="4">
      <Text>{summary}</Text>
      {!empty && (
        <>
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={download.csv}>
              Export CSV
            </Button>
            <Button variant="outline" onClick={download.xlsx}>
              Export XLSX
            </Button>
          </HStack>
          <ChartSlot>
            <UsageChart days={days} lines={lines} limits={limits} />
          </ChartSlot>
          <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.day} />
        </>
      )}
    </Stack>
  );
}
