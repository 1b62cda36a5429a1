import { Box, HStack, Stack, Text } from '@console/ui';
import { ResponsiveLine } from '@nivo/line';
import { formatBytes } from '../../sessions';
import { byteTicks, dayLabel } from './usage-format';

/** A series of the chart: a value per day, null where the day has not come yet (no point drawn). */
export interface ChartLine {
  id: string;
  values: ReadonlyArray<number | null>;
}

/** A horizontal line across the chart: a quota's limit. */
export interface ChartLimit {
  legend: string;
  bytes: number;
}

// category10's first colours for the lines; the limits in red, dashed.
const COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#9467bd', '#8c564b'];
const LIMIT_COLOUR = '#d62728';
// Enough day labels to read the month by, few enough not to overlap on a phone.
const MAX_TICKS = 8;

function Swatch({ colour, dashed = false }: { colour: string; dashed?: boolean }) {
  return <Box as="span" display="inline-block" w="4" h="0" borderTopWidth="3px" borderTopStyle={dashed ? 'dashed' : 'solid'} borderColor={colour} />;
}

/**
 * Bytes per day as lines, with each quota's limit drawn across. Loaded only where a usage chart is
 * shown (a lazy import), so nivo and d3 stay out of every other page. It is hidden from screen
 * readers: the summary and the table beside it say the same. The legend is the page's own, so it
 * wraps on a phone instead of running off the chart.
 */
export default function UsageChart({ days, lines, limits }: { days: readonly string[]; lines: readonly ChartLine[]; limits: readonly ChartLimit[] }) {
  const labels = days.map(dayLabel);
  const step = Math.ceil(days.length / MAX_TICKS);
  const series = lines.map((line) => ({ id: line.id, data: line.values.map((y, i) => ({ x: labels[i], y })) }));
  // The scale reaches the highest value and every limit, in whole binary units (1, 2, 5 GB ...).
  const ticks = byteTicks(Math.max(...lines.flatMap((line) => line.values.map((value) => value ?? 0)), ...limits.map((limit) => limit.bytes)));
  return (
    <Stack gap="2" aria-hidden data-testid="usage-chart">
      {/* Clipped: after the window narrows, the chart is as wide as before until nivo measures it again. */}
      <Box h="72" minW="0" overflow="hidden">
        <ResponsiveLine
          data={series}
          margin={{ top: 24, right: 16, bottom: 56, left: 64 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: ticks[ticks.length - 1] }}
          gridYValues={ticks}
          axisBottom={{ tickRotation: -45, tickValues: labels.filter((_, i) => i % step === 0) }}
          axisLeft={{ format: (value) => formatBytes(Number(value)), tickValues: ticks }}
          yFormat={(value) => formatBytes(Number(value))}
          colors={COLOURS}
          pointSize={4}
          useMesh
          markers={limits.map((limit) => ({
            axis: 'y' as const,
            value: limit.bytes,
            legend: limit.legend,
            legendPosition: 'top-left' as const,
            lineStyle: { stroke: LIMIT_COLOUR, strokeWidth: 2, strokeDasharray: '6 4' },
          }))}
        />
      </Box>
      <HStack gap="4" flexWrap="wrap" fontSize="sm">
        {lines.map((line, i) => (
          <HStack key={line.id} gap="1.5">
            <Swatch colour={COLOURS[i % COLOURS.length]} />
            <Text>{line.id}</Text>
          </HStack>
        ))}
        {limits.map((limit) => (
          <HStack key={limit.legend} gap="1.5">
            <Swatch colour={LIMIT_COLOUR} dashed />
            <Text>{limit.legend}</Text>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}
