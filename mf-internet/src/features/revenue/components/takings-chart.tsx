import type { InternetDashboard } from '@console/api';
import { formatNaira, Box, Table, VisuallyHidden } from '@console/ui';
import { ResponsiveLine } from '@nivo/line';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11' → 'Nov 26'. */
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Takings and revenue over twelve months. Loaded only with the dashboard (a lazy import), so nivo
 * and d3 stay out of every other page. The same figures sit in a table for screen readers.
 */
export default function TakingsChart({ chart }: { chart: InternetDashboard['chart'] }) {
  const series = [
    { id: 'Takings', data: chart.months.map((month, i) => ({ x: monthLabel(month), y: chart.takings[i] })) },
    { id: 'Revenue', data: chart.months.map((month, i) => ({ x: monthLabel(month), y: chart.revenue[i] })) },
  ];
  return (
    <>
      {/* Clipped: after the window narrows, the chart is as wide as before until nivo measures it again. */}
      <Box h="80" minW="0" overflow="hidden" aria-hidden>
        <ResponsiveLine
          data={series}
          margin={{ top: 20, right: 20, bottom: 70, left: 60 }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          axisBottom={{ tickRotation: -45 }}
          axisLeft={{ format: (value) => `N${compact.format(Number(value))}` }}
          colors={{ scheme: 'category10' }}
          pointSize={6}
          useMesh
          legends={[{ anchor: 'bottom', direction: 'row', translateY: 66, itemWidth: 90, itemHeight: 20, symbolShape: 'circle' }]}
        />
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>Takings and revenue per month</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Month</Table.ColumnHeader>
              <Table.ColumnHeader>Takings</Table.ColumnHeader>
              <Table.ColumnHeader>Revenue</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {chart.months.map((month, i) => (
              <Table.Row key={month}>
                <Table.Cell>{monthLabel(month)}</Table.Cell>
                <Table.Cell>{formatNaira(chart.takings[i])}</Table.Cell>
                <Table.Cell>{formatNaira(chart.revenue[i])}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </>
  );
}
