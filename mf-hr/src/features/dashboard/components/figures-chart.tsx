import { Box, Table, VisuallyHidden } from '@console/ui';
import type { DashboardFigures } from '@console/api';
import { ResponsiveLine } from '@nivo/line';

/**
 * New Employees and Promotions per year. Loaded only with the dashboard (a lazy import), so nivo
 * and d3 stay out of every other page. The same figures sit in a table for screen readers.
 */
export default function FiguresChart({ chart }: { chart: DashboardFigures['chart'] }) {
  const series = [
    { id: 'New Employees', data: chart.years.map((year, i) => ({ x: String(year), y: chart.newEmployees[i] })) },
    { id: 'Promotions', data: chart.years.map((year, i) => ({ x: String(year), y: chart.promotions[i] })) },
  ];
  // Whole people only: at most about six ticks, each a whole number.
  const top = Math.max(1, ...chart.newEmployees, ...chart.promotions);
  const step = Math.ceil(top / 6);
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  return (
    <>
      <Box h="80" aria-hidden>
        <ResponsiveLine
          data={series}
          // The legend sits above the plot, not beside it: a right margin wide enough for it (130 px)
          // left a phone's chart half its width, and a container under 180 px drew the plot with a
          // negative width (nivo's <rect width="-56">, an error in the console under Lighthouse).
          margin={{ top: 40, right: 20, bottom: 50, left: 50 }}
          yScale={{ type: 'linear', min: 0, max: top }}
          gridYValues={ticks}
          axisBottom={{ legend: 'Year', legendOffset: 36, legendPosition: 'middle' }}
          axisLeft={{ legend: 'People', legendOffset: -40, legendPosition: 'middle', tickValues: ticks }}
          colors={{ scheme: 'category10' }}
          pointSize={8}
          useMesh
          legends={[{ anchor: 'top-left', direction: 'row', translateY: -36, itemWidth: 130, itemHeight: 22, symbolShape: 'circle' }]}
        />
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>New Employees and Promotions per year</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Year</Table.ColumnHeader>
              <Table.ColumnHeader>New Employees</Table.ColumnHeader>
              <Table.ColumnHeader>Promotions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {chart.years.map((year, i) => (
              <Table.Row key={year}>
                <Table.Cell>{year}</Table.Cell>
                <Table.Cell>{chart.newEmployees[i]}</Table.Cell>
                <Table.Cell>{chart.promotions[i]}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </>
  );
}
