import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { formatBytes } from '../../sessions';
import { dayLabel } from './usage-format';

/** A series of the chart: a value per day. */
export interface ChartLine {
  id: string;
  values: readonly number[];
}

/** A horizontal line across the chart: a quota's limit. */
export interface ChartLimit {
  legend: string;
  bytes: number;
}

// Enough day labels to read the month by, few enough not to overlap on a phone.
const MAX_TICKS = 8;

/**
 * Bytes per day as lines, with each quota's limit drawn across. Loaded only where a usage chart is
 * shown (a lazy import), so nivo and d3 stay out of every other page. It is hidden from screen
 * readers: the summary and the table beside it say the same.
 */
export default function UsageChart({ days, lines, limits }: { days: readonly string[]; lines: readonly ChartLine[]; limits: readonly ChartLimit[] }) {
  const labels = days.map(dayLabel);
  const step = Math.ceil(days.length / MAX_TICKS);
  const series = lines.map((line) => ({ id: line.id, data: line.values.map((y, i) => ({ x: labels[i], y })) }));
  // The top leaves room for the limits' lines; an empty period still gets a scale (nivo divides by it).
  const top = Math.max(1, ...lines.flatMap((line) => line.values), ...limits.map((limit) => limit.bytes)) * 1.05;
  return (
    // Clipped: after the window narrows, the chart is as wide as before until nivo measures it again.
    <Box h="80" minW="0" overflow="hidden" aria-hidden data-testid="usage-chart">
      <ResponsiveLine
        data={series}
        margin={{ top: 20, right: 20, bottom: 80, left: 70 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: top }}
        axisBottom={{ tickRotation: -45, tickValues: labels.filter((_, i) => i % step === 0) }}
        axisLeft={{ format: (value) => formatBytes(Number(value)), tickValues: 5 }}
        colors={{ scheme: 'category10' }}
        pointSize={4}
        enableArea={false}
        useMesh
        markers={limits.map((limit) => ({
          axis: 'y' as const,
          value: limit.bytes,
          legend: limit.legend,
          legendPosition: 'top-left' as const,
          lineStyle: { stroke: '#d62728', strokeWidth: 2, strokeDasharray: '6 4' },
        }))}
        legends={[{ anchor: 'bottom', direction: 'row', translateY: 76, itemWidth: 110, itemHeight: 20, symbolShape: 'circle' }]}
      />
    </Box>
  );
}
